// The message a proposal form shows after Save draft or Submit, which gives way to the conflict
// choice: when the draft's status becomes Conflict, "Draft proposal saved" (or whatever was said
// before) is no longer true, so it goes, and does not come back once the person has chosen.
import { useState } from 'react'
import type { Dispatch, SetStateAction } from 'react'

export function useDraftMessage<Message>(
  inConflict: boolean,
  initial: Message | null | (() => Message | null),
): [Message | null, Dispatch<SetStateAction<Message | null>>] {
  const [message, setMessage] = useState<Message | null>(initial)
  // Adjusted while rendering (React's pattern for state that follows a prop), so the old message
  // never shares a frame with the conflict choice.
  const [wasInConflict, setWasInConflict] = useState(inConflict)
  if (inConflict !== wasInConflict) {
    setWasInConflict(inConflict)
    if (inConflict) setMessage(null)
  }
  return [message, setMessage]
}
