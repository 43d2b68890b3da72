// The Content-Security-Policy forbids eval; zod would otherwise probe for it (and report a violation) to compile its
// validators. It probes when a schema is built: the shared calculator builds its schema on first use, after this ran
// (main.tsx imports it first; a schema built when a bundle loads would still probe).
import { z } from 'zod';

z.config({ jitless: true });
