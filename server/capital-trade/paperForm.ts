import type { TradeOverview } from '../../shared/contracts/capital-trade.ts';

type PaperFormReason = NonNullable<TradeOverview['digitalOrdersBlocked']>;

/**
 * Why a member orders on the paper form instead of digitally (economy-membership §6), or
 * null: an organisation user, the estate of a deceased person (dödsbo), or a member who has
 * left the cooperative (utträdd: the departure day has come). Read from the member data
 * (members.is_organization_user, is_estate, departed_on); `today` is the Swedish day.
 */
export function paperFormReason(
  member: { isOrganizationUser: boolean; isEstate: boolean; departedOn: string | null },
  today: string,
): PaperFormReason | null {
  if (member.isOrganizationUser) return 'organization';
  if (member.isEstate) return 'estate';
  if (member.departedOn !== null && member.departedOn <= today) return 'departed';
  return null;
}
