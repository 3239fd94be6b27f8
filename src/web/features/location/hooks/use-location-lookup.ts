// Looks a location up when asked (a change of the shapes), keeping what the look-up is doing for
// the page to show; an answer that arrives after a newer request or a cancel is dropped, so a slow
// answer never overwrites the fields found for the shapes drawn since.
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { lookUpLocation } from '../api/location-lookup'
import type { LookupAnswer } from '../api/location-lookup'

export type LookupState = { step: 'idle' } | { step: 'loading' } | { step: 'done'; offline: boolean } | { step: 'failed'; message: string; geojson: unknown }

export function useLocationLookup(onAnswer: (answer: LookupAnswer) => void) {
  const queryClient = useQueryClient()
  const latest = useRef(0)
  const [state, setState] = useState<LookupState>({ step: 'idle' })
  // The answer goes to the newest onAnswer: the form it patches has moved on since the request.
  const answerTo = useRef(onAnswer)
  useEffect(() => {
    answerTo.current = onAnswer
  }, [onAnswer])

  const lookUp = useCallback(
    (geojson: unknown) => {
      const ticket = ++latest.current
      setState({ step: 'loading' })
      queryClient.fetchQuery({ queryKey: ['geo', 'lookup', geojson], queryFn: () => lookUpLocation(geojson), staleTime: Infinity, retry: false }).then(
        (answer) => {
          if (ticket !== latest.current) return
          answerTo.current(answer)
          setState({ step: 'done', offline: answer.offline })
        },
        (error: unknown) => {
          if (ticket === latest.current) setState({ step: 'failed', message: error instanceof Error ? error.message : String(error), geojson })
        },
      )
    },
    [queryClient],
  )

  const cancel = useCallback(() => {
    latest.current++
    setState({ step: 'idle' })
  }, [])

  return { state, lookUp, cancel }
}
