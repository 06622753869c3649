import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface NavState {
  /** Collection kinds whose group the person closed (remembered across visits). */
  collapsed: string[];
  toggle: (kind: string) => void;
}

export const useNavStore = create<NavState>()(
  persist(
    (set) => ({
      collapsed: [],
      toggle: (kind) =>
        set((s) => ({
          collapsed: s.collapsed.includes(kind)
            ? s.collapsed.filter((k) => k !== kind)
            : [...s.collapsed, kind],
        })),
    }),
    {
      name: 'hs-nav',
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ collapsed: s.collapsed }),
    },
  ),
);
