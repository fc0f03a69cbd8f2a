// Which customers a search in the call dialog shows: the name or the city holds what was typed, so
// 'wai' finds the doctors and chemists of Wai as well as 'Waikar Clinic' (issue 40).
export function matchesCustomer(customer: { name: string; cityName: string }, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return customer.name.toLowerCase().includes(needle) || customer.cityName.toLowerCase().includes(needle);
}
