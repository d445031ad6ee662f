/** A meeting as getMeetings / getMeetingInfo describe it (values already typed). */
export interface BbbAttendee {
  userId: string
  fullName: string
  role: 'MODERATOR' | 'VIEWER'
  isPresenter: boolean
  isListeningOnly: boolean
  hasJoinedVoice: boolean
  hasVideo: boolean
  clientType: string
}

export interface BbbMeeting {
  meetingId: string
  internalMeetingId: string
  meetingName: string
  createTime: number
  running: boolean
  recording: boolean
  isBreakout: boolean
  participantCount: number
  listenerCount: number
  voiceParticipantCount: number
  videoCount: number
  moderatorCount: number
  startTime: number
  attendees: BbbAttendee[]
  metadata: Record<string, string>
}

export interface BbbPlaybackFormat {
  type: string
  url: string
  length: number
  processingTime: number
}

export interface BbbRecording {
  recordId: string
  meetingId: string
  name: string
  published: boolean
  state: string
  startTime: number
  endTime: number
  participants: number
  metadata: Record<string, string>
  formats: BbbPlaybackFormat[]
}

export interface BbbTextTrack {
  href: string
  kind: string
  label: string
  lang: string
  source: string
}

/** Where a server is and how calls to it are signed. The secret never leaves the service. */
export interface BbbEndpoint {
  url: string
  secret: string
  algorithm: import('./checksum.js').ChecksumAlgorithm
}
