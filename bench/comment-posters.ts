// The submit-comment bench's posters, in a process of their own as real browsers are, so that what
// sending and reading costs them is not counted as the server's: started with fork, it is sent a
// run (the server, the project, how many posters at once and how many comments each) and answers
// with the time each comment took, or the error that stopped it.
import { randomUUID } from 'node:crypto'

export interface PostersRun {
  url: string
  projectId: string
  posters: number
  comments: number
}

export type PostersAnswer = { times: number[] } | { error: string }

// Counts over every run, so that each comment is a new one from a new address and e-mail.
let sent = 0

async function post(url: string, projectId: string): Promise<number> {
  sent += 1
  const body = {
    clientCommentId: randomUUID(),
    projectId,
    firstName: 'Bench',
    lastName: `Poster ${sent}`,
    email: `poster${sent}@bench.example`,
    comment: `Comment ${sent}: the culvert at km 12 floods every spring, and the access road crosses the creek twice.`,
    attachmentCount: 0,
    agreeToTerms: true,
    agreeToPrivacy: true,
    fillMilliseconds: 60_000,
  }
  const started = performance.now()
  const response = await fetch(`${url}/api/projects/submit-comment`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}` },
    body: JSON.stringify(body),
  })
  await response.arrayBuffer()
  const ms = performance.now() - started
  if (response.status !== 200) throw new Error(`submit-comment answered ${response.status}`)
  return ms
}

async function postAll({ url, projectId, posters, comments }: PostersRun): Promise<number[]> {
  const times: number[] = []
  await Promise.all(
    Array.from({ length: posters }, async () => {
      for (let i = 0; i < comments; i++) times.push(await post(url, projectId))
    }),
  )
  return times
}

const answer = (message: PostersAnswer) => process.send!(message)
process.on(
  'message',
  (run: PostersRun) =>
    void postAll(run).then(
      (times) => answer({ times }),
      (error: Error) => answer({ error: error.message }),
    ),
)
process.once('disconnect', () => process.exit(0))
