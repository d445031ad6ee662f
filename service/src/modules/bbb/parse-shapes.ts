import type { BbbAttendee, BbbMeeting, BbbRecording } from './types.js'
import { bool, int, listOf, metadataOf, text, type XmlNode } from './xml.js'

export function toAttendee(a: XmlNode): BbbAttendee {
  return {
    userId: text(a, 'userID'),
    fullName: text(a, 'fullName'),
    role: text(a, 'role') === 'MODERATOR' ? 'MODERATOR' : 'VIEWER',
    isPresenter: bool(a, 'isPresenter'),
    isListeningOnly: bool(a, 'isListeningOnly'),
    hasJoinedVoice: bool(a, 'hasJoinedVoice'),
    hasVideo: bool(a, 'hasVideo'),
    clientType: text(a, 'clientType'),
  }
}

/** One `<meeting>` of getMeetings, or the `<response>` of getMeetingInfo (same fields). */
export function toMeeting(m: XmlNode): BbbMeeting {
  return {
    meetingId: text(m, 'meetingID'),
    internalMeetingId: text(m, 'internalMeetingID'),
    meetingName: text(m, 'meetingName'),
    createTime: int(m, 'createTime'),
    running: bool(m, 'running'),
    recording: bool(m, 'recording'),
    isBreakout: bool(m, 'isBreakout'),
    participantCount: int(m, 'participantCount'),
    listenerCount: int(m, 'listenerCount'),
    voiceParticipantCount: int(m, 'voiceParticipantCount'),
    videoCount: int(m, 'videoCount'),
    moderatorCount: int(m, 'moderatorCount'),
    startTime: int(m, 'startTime'),
    attendees: listOf(m.attendees, 'attendee').map(toAttendee),
    metadata: metadataOf(m),
  }
}

export function toRecording(r: XmlNode): BbbRecording {
  return {
    recordId: text(r, 'recordID'),
    meetingId: text(r, 'meetingID'),
    name: text(r, 'name'),
    published: bool(r, 'published'),
    state: text(r, 'state'),
    startTime: int(r, 'startTime'),
    endTime: int(r, 'endTime'),
    participants: int(r, 'participants'),
    metadata: metadataOf(r),
    formats: listOf(r.playback, 'format').map((f) => ({
      type: text(f, 'type'),
      url: text(f, 'url'),
      length: int(f, 'length'),
      processingTime: int(f, 'processingTime'),
    })),
  }
}
