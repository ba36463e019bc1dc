import { universityMailbox } from './university-mailbox';

const iitb = { emailDomains: ['iitb.ac.in'] };

describe('universityMailbox', () => {
  it.each([
    ['name@iitb.ac.in', 'name@iitb.ac.in'],
    ['name+tag@iitb.ac.in', 'name@iitb.ac.in'],
    ['name+tag@cse.iitb.ac.in', 'name@iitb.ac.in'],
    ['Name+Other+Tag@CSE.IITB.AC.IN', 'name@iitb.ac.in'],
    ['name@hostel.cse.iitb.ac.in', 'name@iitb.ac.in'],
    ['first.last@iitb.ac.in', 'first.last@iitb.ac.in'],
  ])('%s is the mailbox %s', (address, mailbox) => {
    expect(universityMailbox(address, iitb)).toBe(mailbox);
  });

  it('keeps dots, which campus mail servers treat as part of the name', () => {
    expect(universityMailbox('a.b@iitb.ac.in', iitb)).not.toBe(universityMailbox('ab@iitb.ac.in', iitb));
  });

  it('maps to the shortest listed domain that matches, and keeps separately listed domains apart', () => {
    expect(universityMailbox('x@cse.iitb.ac.in', { emailDomains: ['cse.iitb.ac.in', 'iitb.ac.in'] })).toBe('x@iitb.ac.in');
    const nus = { emailDomains: ['nus.edu.sg', 'u.nus.edu'] };
    expect(universityMailbox('e123@u.nus.edu', nus)).toBe('e123@u.nus.edu');
    expect(universityMailbox('e123@comp.nus.edu.sg', nus)).toBe('e123@nus.edu.sg');
  });
});
