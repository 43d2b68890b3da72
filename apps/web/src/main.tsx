import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import './global.css';
import './locales/i18n';
import { App } from './app/App';
import { loadBusinessTimeZone } from './config/time';
import { captureGlobalErrors } from './store/errorLog';

// The Content-Security-Policy forbids eval; zod would otherwise probe for it (and report a violation) to compile
// its validators. The shared finance schemas run interpreted in the browser.
z.config({ jitless: true });
captureGlobalErrors();
void loadBusinessTimeZone();
createRoot(document.getElementById('root')!).render(<App />);
