// One figure of `npm run bench`, as each section reports it and the run prints it.
export interface BenchResult {
  name: string;
  value: string;
  budget?: string;
  isWithinBudget?: boolean;
}
