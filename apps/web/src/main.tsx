import { createRoot } from 'react-dom/client';
import './global.css';
import './locales/i18n';
import { App } from './app/App';
import { captureGlobalErrors } from './store/errorLog';

captureGlobalErrors();
createRoot(document.getElementById('root')!).render(<App />);
