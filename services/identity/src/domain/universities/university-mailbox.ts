import { emailDomain } from '@campusloop/contracts';

/**
 * The mailbox a university address reaches, as the key that decides "one mailbox verifies one
 * account": lower case, the plus tag dropped (`name+tag@` is `name@`), and the domain mapped to the
 * university's registered domain it belongs to (`cse.iitb.ac.in` → `iitb.ac.in`, from the
 * university's `emailDomains`; the shortest one that matches, so a listed sub-domain folds into its
 * parent too). Dots stay: unlike Gmail, campus mail servers treat `a.b@` and `ab@` as two mailboxes.
 * The caller has checked that the address belongs to the university (`domainBelongsTo`).
 */
export function universityMailbox(email: string, university: { emailDomains: readonly string[] }): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  const domain = emailDomain(address).toLowerCase();
  const untagged = local.split('+')[0] || local;
  const registered = university.emailDomains
    .map((owned) => owned.toLowerCase())
    .filter((owned) => domain === owned || domain.endsWith(`.${owned}`))
    .sort((a, b) => a.length - b.length)[0];
  return `${untagged}@${registered ?? domain}`;
}
