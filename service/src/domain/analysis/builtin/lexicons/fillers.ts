/**
 * Filler words and phrases. "like" is handled separately in the feature pass (only counted when set off
 * by commas) because as a verb or preposition it carries meaning.
 */
export const FILLERS = {
  filler: [
    'um', 'umm', 'uh', 'uhh', 'er', 'erm', 'hmm', 'you know', 'i mean', 'actually', 'basically', 'literally',
    'sort of', 'kind of', 'so yeah', 'you see', 'right so', 'anyway',
    'ну', 'как бы', 'типа', 'вот', 'короче', 'значит', 'это самое', 'в общем', 'так сказать', 'собственно',
    'в принципе', 'эээ', 'ээ', 'э', 'ммм', 'слушай', 'блин', 'то есть',
  ],
} as const
