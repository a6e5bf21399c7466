import type { DemoCityName } from './demoCities.ts';

/**
 * Each state's RERA authority numbers projects its own way; the demo catalogue follows each
 * format so a buyer who knows one recognises it:
 *
 * | state         | project number                                       | example                                  |
 * |---------------|------------------------------------------------------|------------------------------------------|
 * | Uttar Pradesh | UPRERAPRJ + 6 digits                                 | UPRERAPRJ448213                          |
 * | Delhi         | DLRERA + year + P + 4 digits                         | DLRERA2023P0042                          |
 * | Maharashtra   | P + district code (518 Mumbai Suburban, 517 Thane, 521 Pune) + 8 digits | P51800045123          |
 * | Haryana       | RC/REP/HARERA/GGM/number/number/year/serial          | RC/REP/HARERA/GGM/572/304/2022/47        |
 * | Telangana     | P024 + 8 digits                                      | P02400004821                             |
 * | West Bengal   | WBRERA/P/district (KOL, NOR)/year/6 digits           | WBRERA/P/NOR/2023/000214                 |
 * | Gujarat       | PR/GJ/district/taluka/authority/application/ddmmyy   | PR/GJ/AHMEDABAD/DASKROI/AUDA/MAA11360/240323 |
 * | Rajasthan     | RAJ/P/year/4 digits                                  | RAJ/P/2022/1873                          |
 * | Goa           | PRGO + month + 2-digit year + 4 digits               | PRGO03231057                             |
 */
export interface StateRera {
  authority: string;
  portal: string;
  /** The marketplace's own registration as a real estate agent in that state (footer, spec §3). */
  agentRegistration: string;
}

export const STATE_RERA: Record<string, StateRera> = {
  'Uttar Pradesh': { authority: 'UP RERA', portal: 'https://www.up-rera.in', agentRegistration: 'UPRERAAGT10234' },
  Delhi: { authority: 'RERA Delhi', portal: 'https://rera.delhi.gov.in', agentRegistration: 'DLRERA2022A0043' },
  Maharashtra: {
    authority: 'MahaRERA',
    portal: 'https://maharera.maharashtra.gov.in',
    agentRegistration: 'A51800034567',
  },
  Haryana: {
    authority: 'HRERA Gurugram',
    portal: 'https://haryanarera.gov.in',
    agentRegistration: 'GGM/REA/1876/2023',
  },
  Telangana: { authority: 'TG RERA', portal: 'https://rera.telangana.gov.in', agentRegistration: 'A02400002345' },
  'West Bengal': {
    authority: 'WBRERA',
    portal: 'https://rera.wb.gov.in',
    agentRegistration: 'WBRERA/A/NOR/2023/000512',
  },
  Gujarat: {
    authority: 'GujRERA',
    portal: 'https://gujrera.gujarat.gov.in',
    agentRegistration: 'AG/GJ/AHMEDABAD/AHMEDABAD CITY/AUDA/AA01203/150323',
  },
  Rajasthan: {
    authority: 'RERA Rajasthan',
    portal: 'https://rera.rajasthan.gov.in',
    agentRegistration: 'RAJ/A/2023/1188',
  },
  Goa: { authority: 'Goa RERA', portal: 'https://rera.goa.gov.in', agentRegistration: 'AGGO02231234' },
};

const digits = (value: number, width: number): string => String(value).padStart(width, '0');

const MAHARASHTRA_DISTRICTS: Record<string, string> = { 'Thane West': '517', Bhiwandi: '517', Karjat: '520' };
const KOLKATA_DISTRICTS: Record<string, string> = {
  'New Town': 'NOR',
  'Salt Lake': 'NOR',
  Rajarhat: 'NOR',
  Dankuni: 'HOO',
  Baruipur: 'SOU',
};
const GUJARAT_TALUKAS: Record<string, { taluka: string; authority: string }> = {
  Bopal: { taluka: 'DASKROI', authority: 'AUDA' },
  Gota: { taluka: 'GANDHINAGAR', authority: 'AUDA' },
  Sanand: { taluka: 'SANAND', authority: 'AUDA' },
  Bavla: { taluka: 'BAVLA', authority: 'AUDA' },
};

/**
 * A project registration number in its state's format. `serial` keeps numbers unique (the
 * project's place in the catalogue); `registered` is the yyyy-mm-dd day it was registered.
 */
export function projectReraNumber(
  city: DemoCityName,
  locality: string,
  state: string,
  registered: string,
  serial: number,
): string {
  const [year = '2024', month = '01', day = '15'] = registered.split('-');
  const n = 1000 + serial;
  switch (state) {
    case 'Uttar Pradesh':
      return `UPRERAPRJ${digits(400_000 + n * 37, 6)}`;
    case 'Delhi':
      return `DLRERA${year}P${digits(n % 10_000, 4)}`;
    case 'Maharashtra':
      return `P${city === 'Pune' ? '521' : (MAHARASHTRA_DISTRICTS[locality] ?? '518')}${digits(40_000 + n * 13, 8)}`;
    case 'Haryana':
      return `RC/REP/HARERA/GGM/${300 + (n % 600)}/${100 + (n % 400)}/${year}/${1 + (serial % 90)}`;
    case 'Telangana':
      return `P024${digits(1_000 + n * 7, 8)}`;
    case 'West Bengal':
      return `WBRERA/P/${KOLKATA_DISTRICTS[locality] ?? 'KOL'}/${year}/${digits(n % 1_000_000, 6)}`;
    case 'Gujarat': {
      const place = GUJARAT_TALUKAS[locality] ?? { taluka: 'AHMEDABAD CITY', authority: 'AMC' };
      return `PR/GJ/AHMEDABAD/${place.taluka}/${place.authority}/${serial % 2 ? 'MAA' : 'RAA'}${digits(10_000 + n, 5)}/${day}${month}${year.slice(2)}`;
    }
    case 'Rajasthan':
      return `RAJ/P/${year}/${digits(n % 10_000, 4)}`;
    case 'Goa':
      return `PRGO${month}${year.slice(2)}${digits(n % 10_000, 4)}`;
    default:
      throw new Error(`No RERA format for ${state}`);
  }
}

const AUTHORITIES: Record<DemoCityName, string> = {
  Noida: 'Noida Authority',
  Delhi: 'Delhi Development Authority',
  Mumbai: 'Municipal Corporation of Greater Mumbai',
  Gurugram: 'Department of Town and Country Planning, Haryana',
  Lucknow: 'Lucknow Development Authority',
  Hyderabad: 'Hyderabad Metropolitan Development Authority',
  Kolkata: 'Kolkata Municipal Corporation',
  Pune: 'Pune Metropolitan Region Development Authority',
  Ahmedabad: 'Ahmedabad Urban Development Authority',
  Jaipur: 'Jaipur Development Authority',
  Goa: 'Town and Country Planning Department, Goa',
  Ghaziabad: 'Ghaziabad Development Authority',
  Meerut: 'Meerut Development Authority',
  'Greater Noida': 'Greater Noida Industrial Development Authority',
  Kanpur: 'Kanpur Development Authority',
};
const LOCAL_AUTHORITIES: Record<string, string> = {
  'Thane West': 'Thane Municipal Corporation',
  'New Town': 'New Town Kolkata Development Authority',
  Rajarhat: 'New Town Kolkata Development Authority',
  'Salt Lake': 'Bidhannagar Municipal Corporation',
  'Yamuna Expressway': 'Yamuna Expressway Industrial Development Authority',
  Manesar: 'Haryana State Industrial and Infrastructure Development Corporation',
  Chakan: 'Maharashtra Industrial Development Corporation',
  Bhiwandi: 'Mumbai Metropolitan Region Development Authority',
  Sanand: 'Gujarat Industrial Development Corporation',
  Sitapura: 'Rajasthan State Industrial Development and Investment Corporation',
  Verna: 'Goa Industrial Development Corporation',
  Shamshabad: 'Telangana State Industrial Infrastructure Corporation',
};

/** Who sanctioned the building plans. */
export const sanctioningAuthority = (city: DemoCityName, locality: string): string =>
  LOCAL_AUTHORITIES[locality] ?? AUTHORITIES[city];
