// What the running process knows of itself that a request may ask: whether its job runner is up.

/** The job runner of this process: absent (elsewhere) when servers run with RUN_JOBS=no beside a worker. */
export type JobsState = 'running' | 'starting' | 'stopped' | 'elsewhere'

export interface RuntimeStatus {
  jobs: JobsState
}
