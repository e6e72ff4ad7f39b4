import type { DomainContext } from '../domain-context.ts';
import type { Endpoint } from '../http/route.server.ts';
import { getWallet, topUpWallet } from './wallet.server.ts';

const tags = ['Wallet'];

/** Wallet calls of document 002 §7. */
export function walletEndpoints({ db }: DomainContext): Endpoint[] {
  return [
    {
      method: 'GET', url: '/api/v1/wallet', tags, summary: "A user's wallet (?userId)", response: 'wallet',
      handler: async (req) =>
        getWallet(db, req.actor, req.query?.userId),
    },
    {
      method: 'GET', url: '/api/v1/wallet/own', tags, summary: "The caller's balance",
      handler: async (req) => {
        const wallet = await getWallet(db, req.actor, undefined);
        return { totalAmount: wallet.totalAmount ?? 0 };
      },
    },
    {
      method: 'POST', url: '/api/v1/wallet/add', tags, summary: 'Top up a wallet (financeHead, admin)', body: 'wallet-topup',
      handler: async (req) =>
        topUpWallet(db, req.actor, req.body),
    },
  ];
}
