/** The EMI calculator and the currency converter. */
export const tools = {
  /** Ends a sentence after a link. */
  fullStop: '.',
  emi: {
    /** Spec §8's message for a box that is not a number in range. */
    invalidInput: 'Please enter a valid input',
    price: 'Property price (₹)',
    priceHint: 'In rupees, e.g. 7500000',
    loanPercent: 'Loan (% of price)',
    loanPercentHint: 'Up to 100',
    rate: 'Interest rate (% a year)',
    rateHint: '0 to 30',
    years: 'Tenure (years)',
    yearsHint: '1 to 40',
    calculate: 'Calculate EMI',
    yourEmi: 'Your EMI',
    monthly: 'Monthly EMI',
    principal: 'Loan amount',
    interest: 'Total interest',
    total: 'Total payment',
    chartSummary: (
      firstInterest: string,
      firstPrincipal: string,
      lastYear: number,
      lastInterest: string,
      lastPrincipal: string,
    ) =>
      `In year 1, ${firstInterest} of the EMIs is interest and ${firstPrincipal} repays the loan; in year ${lastYear}, ${lastInterest} is interest and ${lastPrincipal} repays the loan.`,
    chartCaption: 'Each bar is a year of EMIs:',
    loanRepaid: 'loan repaid',
    interestPart: 'interest',
    pageTitle: 'Home loan EMI calculator',
    pageLead: 'Your monthly instalment, the interest over the whole loan and how each year splits between the two.',
    formulaWhere: 'with P the loan, r the monthly rate and n the number of months.',
    fees: 'Banks may add processing fees and insurance.',
    toConverter: 'Convert a price to your currency',
  },
  converter: {
    amount: 'Amount',
    from: 'From',
    to: 'To',
    choose: 'Choose',
    convert: 'Convert',
    pageTitle: 'Currency converter',
    pageLead: 'For buyers abroad: property prices in rupees in your own currency, and back.',
    pageNote: "Indicative rates set by Aangan; your bank's rate on the day of transfer decides what you pay.",
    toEmi: 'Work out a home loan EMI',
    inOtherCurrencies: 'The price in other currencies',
    indicative: 'At indicative rates.',
    another: 'Convert another amount',
  },
};

export type ToolsStrings = typeof tools;
