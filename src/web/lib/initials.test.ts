import { getInitials } from './initials';
import { getFirstName, getFullName } from './display-name';

describe('getInitials (spec §3)', () => {
  it('takes the first letter of the first and last name, uppercased', () => {
    expect(getInitials('ada', 'lovelace')).toBe('AL');
  });
  it('uses one letter when only one name exists', () => {
    expect(getInitials('Grace', null)).toBe('G');
    expect(getInitials(undefined, 'hopper')).toBe('H');
  });
  it("gives '?' when both are missing or blank", () => {
    expect(getInitials(null, null)).toBe('?');
    expect(getInitials('  ', '')).toBe('?');
    expect(getInitials()).toBe('?');
  });
  it('never returns more than 2 letters', () => {
    expect(getInitials('Mary Ann', 'Smith-Jones')).toHaveLength(2);
  });
  it('ignores leading spaces', () => {
    expect(getInitials('  jo', ' bloggs')).toBe('JB');
  });
});

describe('display names (spec §6)', () => {
  it("shows the full name, or 'User' when there is none", () => {
    expect(getFullName({ firstName: 'Sam', lastName: 'Lee' }, 'User')).toBe('Sam Lee');
    expect(getFullName({ firstName: null, lastName: null }, 'User')).toBe('User');
    expect(getFirstName({ firstName: '' }, 'User')).toBe('User');
    expect(getFirstName({ firstName: 'Sam' }, 'User')).toBe('Sam');
  });
});
