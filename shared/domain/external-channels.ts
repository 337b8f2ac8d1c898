/**
 * Where a whistleblower reports outside the organisation (art. 25 of the Act: the procedure
 * informs about external reports to the Commissioner for Human Rights, public authorities and EU
 * bodies). The Commissioner's office, by its Polish name, as letters reach it.
 */
export const ombudsmanOffice = {
  name: 'Biuro Rzecznika Praw Obywatelskich',
  street: 'al. Solidarności 77',
  city: '00-090 Warszawa',
  website: 'https://www.rpo.gov.pl',
} as const;
