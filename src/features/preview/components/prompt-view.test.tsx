// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyEvent, startTurn } from '../model/turn-view';
import { PromptView } from './prompt-view';

describe('PromptView', () => {
  it("shows the cache-friendly layout's per-turn message apart from the system prompt", () => {
    const view = applyEvent(
      startTurn(),
      {
        type: 'prompt',
        at: 1,
        system: '你是主播小岚。',
        tools: ['list_promotions'],
        turn: { role: 'system', content: '昵称：茶友小王' },
      },
      5,
    );
    render(<PromptView prompt={view.prompt!} />);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByLabelText('Compiled system prompt').textContent).toBe('你是主播小岚。');
    expect(
      screen.getByLabelText("Per-turn message (role system), sent before the viewer's").textContent,
    ).toBe('昵称：茶友小王');
  });
});
