import './lib/csp-safe-zod';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadCatalogs } from './lib/i18n/catalogs';
import { startLanguage } from './lib/i18n/language-store';
import './app/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The remembered language's catalogs first, so the first screen is drawn in it.
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
loadCatalogs(startLanguage()).then(render, render);
