/**
 * Lets code outside React (the API client) send the browser somewhere through the app's router.
 * Until the router registers itself a full page load does the job.
 */
let navigateImpl: (to: string) => void = (to) => {
  window.location.assign(to);
};

export function registerNavigator(navigate: (to: string) => void) {
  navigateImpl = navigate;
}

export function navigateTo(to: string) {
  navigateImpl(to);
}
