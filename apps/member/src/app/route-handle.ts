/** What a route tells the shared frame: its title, where "back" goes, and how it is laid out. */
export interface RouteHandle {
  title: string;
  back?: string;
  /**
   * `chat-list`: the conversation list, full height (two panes on wide screens).
   * `chat-view`: one conversation, full screen on phones (its own header, no tabs).
   */
  layout?: 'page' | 'chat-list' | 'chat-view';
}
