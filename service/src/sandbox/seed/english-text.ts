/**
 * Realistic English sample text for the sandbox (no Latin filler on any screen). Each seeder still draws faker's
 * Latin text and passes it here: the English line is picked by that text, so the random sequence, and with it every
 * other seeded value (names, dates, amounts that tests and screenshots rely on), stays exactly as it was.
 */
export function english(drawn: string, pool: readonly string[]): string {
  let hash = 0
  for (let i = 0; i < drawn.length; i++) hash = (hash * 31 + drawn.charCodeAt(i)) >>> 0
  return pool[hash % pool.length]
}

export const REVIEW_HEADS = [
  'Works as described',
  'Great value for the price',
  'Arrived quickly',
  'Good, but the manual is thin',
  'Better than expected',
  'Not for heavy daily use',
  'Solid build quality',
  'Would buy again',
] as const

export const REVIEW_PARAS = [
  'Set it up in ten minutes and it has worked every day since.',
  'The colour is a little darker than in the photos, otherwise exactly what I ordered.',
  'Delivery took two days and the box was well packed. Happy with it.',
  'Does the job, though the cable could be longer. Support answered my question the same day.',
  'I bought a second one for the office after a month of using the first.',
  'Stopped working after three weeks; the replacement has been fine so far.',
  'Comfortable, quiet and easy to clean. Recommended.',
  'Good quality for the price, but the instructions could be clearer.',
] as const

export const KANBAN_COMMENTS = [
  'Waiting for the design review before we start.',
  'Blocked on the API change; should be unblocked by Thursday.',
  'Looks good to me, merging after one more test run.',
  'Can we split this into two smaller tasks?',
  'Added screenshots of the mobile layout to the attachments.',
  'Customer asked for this again on Monday’s call.',
] as const

export const CHAT_ABOUT = [
  'Recruiter for engineering roles; usually replies within an hour.',
  'Works on supplier contracts and renewals.',
  'Runs onboarding for new hires across our offices.',
  'Product designer; happy to look at a mock-up any time.',
  'Keeps our meeting recordings and access reviews in order.',
  'Team lead for customer support in Europe.',
] as const

export const CHAT_MESSAGES = [
  'Did you see the debrief from this morning’s interview?',
  'Can we move our call to three o’clock?',
  'I shared the report link with the hiring manager.',
  'Thanks, that makes sense.',
  'The candidate confirmed the second round for Friday.',
  'I will send the updated rubric after lunch.',
  'Sounds good, let’s go with the second option.',
  'Could you check the transcript before I run the analysis?',
  'On my way, five minutes.',
  'The supplier agreed to the new delivery dates.',
] as const

export const COURSE_DESCRIPTIONS = [
  'A practical course with short lessons, exercises after each section and a final project you can show.',
  'Learn the fundamentals step by step, then apply them to a realistic project from start to finish.',
  'For people who already know the basics and want to work faster with fewer mistakes.',
  'Hands-on lessons with downloadable examples, quizzes and feedback on your assignments.',
  'From first principles to everyday practice, with real examples from working teams.',
] as const

export const COURSE_PARAGRAPHS = [
  'This course starts from small scripts and grows them into a service with types, tests and a clear structure. Each section ends with an exercise, and the final project brings the pieces together.',
  'You will learn how to model data with types, catch mistakes before they reach production, and read the compiler’s messages with confidence. No prior TypeScript experience is needed, only some JavaScript.',
  'Lessons are short and practical: watch a topic, try it in the exercise, and check your work against the solution. Captions are available for every lecture.',
] as const

export const EMAIL_REPLIES = [
  'Thanks for the update. I will look at it tomorrow morning and get back to you.',
  'That works for me. Please send the invitation for Thursday at ten.',
  'Attached are the notes from our call. Let me know if I missed anything.',
  'Could you share the latest version of the proposal before Friday?',
  'Good news: the contract was signed this afternoon.',
  'I am out of the office until Monday; Anna can help in the meantime.',
] as const

export const EMAIL_PARAGRAPHS = [
  'Following up on our conversation last week: we would like to go ahead with the pilot for the sales team, starting with ten people in the first month.',
  'I have reviewed the draft agreement and added comments on the payment terms and the notice period. Everything else looks fine from our side.',
  'The quarterly review is scheduled for the 14th. Please bring the figures for new hires, time to offer and the feedback from the last survey.',
  'We have moved the workshop to the larger room on the second floor, so there is space for the guests from the partner team.',
] as const

export const EVENT_NOTES = [
  'Bring the updated agenda and last month’s figures.',
  'Video call; the link is in the invitation.',
  'Lunch is provided for everyone who registered.',
  'Room 4B on the second floor.',
  'Prepare two questions for the open discussion.',
] as const
