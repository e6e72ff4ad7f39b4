import type { RequestAnswerFacts } from '#client/request-answer-facts.ts';
import type { Bond } from '#generated/types/bond.ts';
import type { BondRequest } from '#generated/types/bond-request.ts';
import type { Inspection } from '#generated/types/inspection.ts';
import type { Property } from '#generated/types/property.ts';
import type { User } from '#generated/types/user.ts';

/**
 * A row of GET /bondrequest: the request with its tenant (`userdata`), property (`propertydata`) and `occurrence`
 * (spec 002 §3).
 */
export type BondRequestRow = BondRequest & {
  id: string;
  createdAt: string;
  occurrence: number;
  userdata: { id: string; name?: string; phone?: string; email?: string; createdAt?: string } | null;
  propertydata: {
    name?: string;
    propertyImages?: string[];
    ownerFullName?: string | null;
    expectedBondValue?: number | null;
  } | null;
  /** On a pending buy or transfer: the facts its accept's rules ask (see accept-verdict.ts). */
  answerFacts?: RequestAnswerFacts;
};

export type BondRow = Bond & { id: string };
export type PropertyRow = Property & { id: string };
export type InspectionRow = Inspection & { id: string; createdAt?: string };
export type UserRow = User & { id: string };

/** What cancelling the bond now refunds (GET /refund/calculate/amt/{bondId}): the fee, the refund and the rule applied. */
export interface RefundQuote {
  bondFee: number;
  refundAmount: number;
  fullRefund: boolean;
  rule: string;
}

/** The landlord's or staff's answer to a pending request (PATCH /bondrequest/{id}). */
export interface Answer {
  status: 'accepted' | 'rejected';
  reasonOfReject?: string;
  expectedBondValue?: number;
}

/** Which bond requests a list asks for (GET /bondrequest): a type, a status and a page. */
export interface BondRequestCardsParams {
  type: string;
  status: string;
  page: number;
  limit: number;
}
