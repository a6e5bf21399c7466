import type { FeaturedCity } from '@aangan/contracts';

/** Fictional developers and real place names the demo catalogue is drawn from. */
export const DEMO_CITIES: Record<FeaturedCity, { lat: number; lng: number; ratePerSqft: number; localities: string[] }> = {
  Noida: { lat: 28.5355, lng: 77.391, ratePerSqft: 8500, localities: ['Sector 150', 'Sector 137', 'Sector 75', 'Noida Extension', 'Sector 62', 'Sector 128'] },
  Delhi: { lat: 28.6139, lng: 77.209, ratePerSqft: 16000, localities: ['Dwarka', 'Saket', 'Vasant Kunj', 'Rohini', 'Greater Kailash', 'Janakpuri'] },
  Mumbai: { lat: 19.076, lng: 72.8777, ratePerSqft: 26000, localities: ['Andheri West', 'Powai', 'Thane West', 'Bandra West', 'Goregaon East', 'Chembur'] },
  Gurugram: { lat: 28.4595, lng: 77.0266, ratePerSqft: 14000, localities: ['Golf Course Road', 'Sohna Road', 'Sector 65', 'Dwarka Expressway', 'DLF Phase 5', 'Sector 102'] },
  Lucknow: { lat: 26.8467, lng: 80.9462, ratePerSqft: 5800, localities: ['Gomti Nagar', 'Hazratganj', 'Sushant Golf City', 'Aliganj', 'Indira Nagar'] },
  Hyderabad: { lat: 17.385, lng: 78.4867, ratePerSqft: 9500, localities: ['Gachibowli', 'Kondapur', 'Kokapet', 'Banjara Hills', 'Madhapur', 'Miyapur'] },
  Kolkata: { lat: 22.5726, lng: 88.3639, ratePerSqft: 7200, localities: ['New Town', 'Salt Lake', 'Rajarhat', 'Behala', 'Ballygunge'] },
  Pune: { lat: 18.5204, lng: 73.8567, ratePerSqft: 9800, localities: ['Hinjewadi', 'Baner', 'Kharadi', 'Wakad', 'Hadapsar', 'Kothrud'] },
  Ahmedabad: { lat: 23.0225, lng: 72.5714, ratePerSqft: 6200, localities: ['SG Highway', 'Bopal', 'Prahlad Nagar', 'Gota', 'Satellite'] },
  Jaipur: { lat: 26.9124, lng: 75.7873, ratePerSqft: 5600, localities: ['Vaishali Nagar', 'Mansarovar', 'Jagatpura', 'Malviya Nagar', 'Ajmer Road'] },
  Goa: { lat: 15.4909, lng: 73.8278, ratePerSqft: 11000, localities: ['Panaji', 'Porvorim', 'Margao', 'Calangute', 'Dona Paula'] },
  Ghaziabad: { lat: 28.6692, lng: 77.4538, ratePerSqft: 6000, localities: ['Indirapuram', 'Raj Nagar Extension', 'Crossings Republik', 'Vaishali', 'Kaushambi'] },
  Meerut: { lat: 28.9845, lng: 77.7064, ratePerSqft: 4200, localities: ['Modipuram', 'Shastri Nagar', 'Pallavpuram', 'Delhi Road', 'Ganga Nagar'] },
};

export const DEMO_DEVELOPERS = [
  'Vistara Buildcon', 'Sahyadri Realty', 'Nilgiri Developers', 'Aravali Infra', 'Ganga Homes', 'Kaveri Estates',
  'Suryoday Constructions', 'Indus Habitat', 'Meghdoot Realtors', 'Shivalik Projects', 'Narmada Landmarks', 'Trivikram Housing',
  'Saptarishi Group', 'Kalpavriksha Builders', 'Chandrabhaga Realty', 'Himgiri Infratech', 'Vindhya Estates', 'Sarovar Spaces',
] as const;

export const DEMO_NAME_WORDS = [
  'Aranya', 'Prakriti', 'Shanti', 'Vatika', 'Utsav', 'Akash', 'Samudra', 'Anand', 'Kesar', 'Tulip', 'Orchid', 'Amaltas',
  'Gulmohar', 'Nakshatra', 'Srishti', 'Navya', 'Aadya', 'Ishana', 'Vasundhara', 'Kalindi', 'Sparsh', 'Mayur', 'Sundaram', 'Prithvi',
] as const;

export const DEMO_NAME_SUFFIXES = {
  Residential: ['Heights', 'Residency', 'Greens', 'Enclave', 'Towers', 'Vista', 'Meadows', 'Court', 'Homes', 'Gardens'],
  Commercial: ['Business Park', 'Trade Centre', 'Square', 'Corporate Hub', 'Plaza', 'Arcade'],
  Industrial: ['Industrial Park', 'Logistics Hub', 'Udyog Kendra', 'Manufacturing Zone'],
  Farmland: ['Farms', 'Retreat', 'Orchards', 'Green Acres'],
} as const;
