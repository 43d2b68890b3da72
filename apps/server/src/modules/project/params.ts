// The system parameters the project chain reads (blade-system/param), each with the default a tenant without it gets.

export const PROJECT_PARAMS = {
  /** An annual rate (percent) below this needs a special approval. */
  minRate: { key: 'project.special.minRate', fallback: 4 },
  /** A lease longer than this many months needs a special approval. */
  maxTermMonths: { key: 'project.special.maxTermMonths', fallback: 60 },
  /** The amount above which 总经理 approves a step. */
  gmThreshold: { key: 'flow.project.gmThreshold', fallback: 5000000 },
  /** The share of 同意 votes a review meeting needs to pass. */
  passRatio: { key: 'project.review.passRatio', fallback: 0.6667 },
  /** How many days an approved download stays available. */
  downloadDays: { key: 'project.download.days', fallback: 7 },
} as const;
