import type { FastifyInstance } from 'fastify';
import type { DomainContext } from '../domain-context.ts';
import { getWallet, topUpWallet } from './wallet.server.ts';

const tags = ['Wallet'];

/** Wallet calls of document 002 §7. */
export function registerWalletRoutes(app: FastifyInstance, { db }: DomainContext): void {
  app.get('/api/v1/wallet', { schema: { tags, summary: "A user's wallet (?userId)" }, config: { docs: { response: 'wallet' } } }, async (req: any) =>
    getWallet(db, req.actor, req.query?.userId));
  app.get('/api/v1/wallet/own', { schema: { tags, summary: "The caller's balance" } }, async (req: any) => {
    const wallet = await getWallet(db, req.actor, undefined);
    return { totalAmount: wallet.totalAmount ?? 0 };
  });
  app.post('/api/v1/wallet/add', { schema: { tags, summary: 'Top up a wallet (financeHead, admin)' }, config: { docs: { body: 'wallet-topup' } } }, async (req: any) =>
    topUpWallet(db, req.actor, req.body));
}
