/** Components shared by the three apps: page shell, not-found page, loading state. */
export { NotFoundPage } from './not-found-page';
export { PageLoader } from './page-loader';
