// The Content-Security-Policy forbids eval; zod would otherwise probe for it (and report a violation) to compile its
// validators — and it probes when a schema is built, so this runs before any module that builds one (the shared
// resources build the rent calculator's schema when they load). main.tsx imports it first.
import { z } from 'zod';

z.config({ jitless: true });
