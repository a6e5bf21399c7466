/**
 * Home-loan EMI, the standard reducing-balance formula banks quote:
 * EMI = P·r·(1+r)^n / ((1+r)^n − 1), with r the monthly rate and n the number of months.
 * Zod-free: the assistant, the project page and the calculator page all compute with it, so a buyer
 * sees the same figure wherever they ask.
 */

export interface EmiFigures {
  principal: number;
  annualRatePercent: number;
  tenureMonths: number;
  /** Rounded to the rupee. */
  monthlyEmi: number;
  totalInterest: number;
  totalPayment: number;
}

export function computeEmi(principal: number, annualRatePercent: number, tenureMonths: number): EmiFigures {
  const r = annualRatePercent / 12 / 100;
  const n = tenureMonths;
  const growth = (1 + r) ** n;
  const exact = r === 0 ? principal / n : (principal * r * growth) / (growth - 1);
  const monthlyEmi = Math.round(exact);
  const totalPayment = monthlyEmi * n;
  return {
    principal,
    annualRatePercent,
    tenureMonths,
    monthlyEmi,
    totalPayment,
    totalInterest: totalPayment - principal,
  };
}

export interface AmortisationYear {
  /** 1 for the first twelve instalments. */
  year: number;
  principalPaid: number;
  interestPaid: number;
  /** What is still owed at the end of the year. */
  balance: number;
}

/** Year by year, how much of the EMIs paid off the loan and how much was interest (rupees, rounded). */
export function amortisationByYear(emi: EmiFigures): AmortisationYear[] {
  const r = emi.annualRatePercent / 12 / 100;
  const years: AmortisationYear[] = [];
  let balance = emi.principal;
  for (let month = 1; month <= emi.tenureMonths && balance > 0; month += 1) {
    const interest = balance * r;
    // The last instalment clears whatever rounding the EMI left.
    const principalPart = month === emi.tenureMonths ? balance : Math.min(balance, emi.monthlyEmi - interest);
    balance -= principalPart;
    const yearIndex = Math.ceil(month / 12) - 1;
    const year = (years[yearIndex] ??= { year: yearIndex + 1, principalPaid: 0, interestPaid: 0, balance: 0 });
    year.principalPaid += principalPart;
    year.interestPaid += interest;
    year.balance = balance;
  }
  return years.map((year) => ({
    year: year.year,
    principalPaid: Math.round(year.principalPaid),
    interestPaid: Math.round(year.interestPaid),
    balance: Math.max(0, Math.round(year.balance)),
  }));
}
