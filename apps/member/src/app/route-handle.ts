/** What a route tells the shared header: its title and, for sub-pages, where "back" goes. */
export interface RouteHandle {
  title: string;
  back?: string;
}
