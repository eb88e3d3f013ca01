import { serveApi } from '../api/api-router';
import { defineHttpFunction } from '../lib/define-http-function';

/**
 * The public REST API (`{functions}/api/v1/…`, and `/api/v1/…` on the sites through Hosting's rewrite): keys,
 * scopes, routes and the OpenAPI document live in ../api (issue 52).
 */
export const api = defineHttpFunction(serveApi);
