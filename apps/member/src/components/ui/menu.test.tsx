import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Menu, MenuItem, MenuLink } from './menu';

function render(open: boolean): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <Menu
        open={open}
        onOpenChange={() => {}}
        triggerLabel="群聊设置"
        trigger="⋮"
        triggerClassName="trigger"
        menuClassName="panel"
      >
        <MenuItem onSelect={() => {}}>添加成员</MenuItem>
        <MenuLink to="/help">帮助与支持</MenuLink>
        <MenuItem tone="danger" onSelect={() => {}}>
          退出群聊
        </MenuItem>
      </Menu>
    </MemoryRouter>,
  );
}

// The unit tests run under Node, without a DOM: read the static markup.
function tag(html: string, pattern: RegExp): string {
  const found = html.match(pattern);
  if (!found) throw new Error(`no ${pattern} in ${html}`);
  return found[0];
}

const attr = (element: string, name: string) => element.match(new RegExp(` ${name}="([^"]*)"`))?.[1];

describe('Menu', () => {
  it('renders a closed trigger that announces a menu', () => {
    const html = render(false);
    const trigger = tag(html, /<button[^>]*>/);
    expect(attr(trigger, 'aria-label')).toBe('群聊设置');
    expect(attr(trigger, 'aria-haspopup')).toBe('menu');
    expect(attr(trigger, 'aria-expanded')).toBe('false');
    expect(attr(trigger, 'aria-controls')).toBeUndefined();
    expect(html).not.toContain('role="menu"');
  });

  it('renders the open menu named like its trigger, with its items', () => {
    const html = render(true);
    const trigger = tag(html, /<button[^>]*aria-haspopup[^>]*>/);
    const menu = tag(html, /<div[^>]*role="menu"[^>]*>/);
    expect(attr(trigger, 'aria-expanded')).toBe('true');
    expect(attr(trigger, 'aria-controls')).toBe(attr(menu, 'id'));
    expect(attr(menu, 'aria-label')).toBe('群聊设置');
    const items = [...html.matchAll(/role="menuitem"[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(items).toEqual(['添加成员', '帮助与支持', '退出群聊']);
  });

  it('marks a danger item in red', () => {
    const html = render(true);
    expect(tag(html, /<button[^>]*>退出群聊/)).toContain('text-red-700');
    expect(tag(html, /<button[^>]*>添加成员/)).not.toContain('text-red-700');
  });
});
