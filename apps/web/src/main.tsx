import './config/jitless';
import { createRoot } from 'react-dom/client';
import './global.css';
import './locales/i18n';
import { App } from './app/App';
import { loadBusinessTimeZone } from './config/time';
import { captureGlobalErrors } from './store/errorLog';

captureGlobalErrors();
void loadBusinessTimeZone();
createRoot(document.getElementById('root')!).render(<App />);
