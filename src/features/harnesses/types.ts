export type { Harness, HarnessListItem, Label, LabelSplit, Page } from '../../harness/records';
