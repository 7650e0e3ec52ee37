/** A failure the operator can act on: the CLI prints its message alone and exits 1. */
export class OpsError extends Error {}
