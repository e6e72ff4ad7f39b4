// The actor guards now live in server/http/guards.server.ts; this name stays only for the claims report
// (server/claims/claim-report.server.ts), which another change is rewriting at the moment.
export { requireUser as signedIn, can as staffCan, isTenant } from '../http/guards.server.ts';
