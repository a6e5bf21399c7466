/**
 * Passwords that appear at the top of every leaked-password list, plus ones people pick for this
 * kind of site. Compared case-insensitively; a password on this list is refused.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '87654321', '11111111', '00000000', '88888888', '99999999', '12341234',
  '123123123', '11223344', '147258369', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx', 'qwertyui', 'qwertyuiop', 'qwerty123', 'qwerty12345',
  'asdfghjk', 'asdfghjkl', 'zxcvbnm1', 'password', 'password1', 'password12', 'password123', 'password@123', 'passw0rd', 'p@ssw0rd',
  'p@ssword', 'admin123', 'admin@123', 'administrator', 'adminadmin', 'welcome1', 'welcome123', 'welcome@123', 'letmein1', 'iloveyou',
  'iloveyou1', 'sunshine', 'princess', 'football', 'baseball', 'superman', 'starwars', 'trustno1', 'whatever', 'computer',
  'michael1', 'charlie1', 'jennifer', 'abcd1234', 'abcdefgh', 'abc12345', 'aa123456', 'changeme', 'changeme123', 'default1',
  'secret123', 'test1234', 'testing123', 'monkey123', 'dragon123', 'master123', 'india123', 'india@123', 'bharat123', 'hindustan',
  'mumbai123', 'delhi123', 'noida123', 'gurgaon123', 'pune1234', 'krishna1', 'ganesh123', 'sairam123', 'jaishriram', 'omnamahshivaya',
  'realestate', 'property1', 'property123', 'aangan123', 'aangan@123', 'homeloan1', 'flat12345', 'qwer1234', 'zaq12wsx', '1234qwer',
]);

export const isCommonPassword = (password: string): boolean => COMMON_PASSWORDS.has(password.trim().toLowerCase());
