/** The desk's task for one co-owner's postal signature: subject `agreementId:coOwnerId`. */
export const postalSignatureKindName = 'timberAgreementPostalSignature';
export const postalSubjectId = (agreementId: string, coOwnerId: string) =>
  `${agreementId}:${coOwnerId}`;
