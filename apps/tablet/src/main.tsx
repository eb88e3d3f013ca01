import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@app/ui/styles.css';
import './app/tablet.css';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('Élément #root introuvable');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
