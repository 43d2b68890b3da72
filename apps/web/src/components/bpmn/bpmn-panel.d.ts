// bpmn-js-properties-panel and @bpmn-io/properties-panel ship no types: the parts the designer uses.
declare module 'bpmn-js-properties-panel' {
  export const BpmnPropertiesPanelModule: import('didi').ModuleDeclaration;
  export const BpmnPropertiesProviderModule: import('didi').ModuleDeclaration;
  export function useService<T = unknown>(name: string, strict?: boolean): T;
}

declare module '@bpmn-io/properties-panel' {
  /** A vnode of the panel's own (Preact) renderer. */
  export type PanelNode = unknown;

  interface EntryProps<V> {
    element: unknown;
    id: string;
    label: string;
    description?: string;
    tooltip?: string;
    getValue(element: unknown): V;
    setValue(value: V, error?: string | null): void;
  }
  export interface TextFieldProps extends EntryProps<string | undefined> {
    debounce?: (fn: (...args: unknown[]) => void) => (...args: unknown[]) => void;
    validate?: (value: string | undefined) => string | null | undefined;
    placeholder?: string;
    disabled?: boolean;
  }
  export interface TextAreaProps extends TextFieldProps {
    rows?: number;
    monospace?: boolean;
    autoResize?: boolean;
  }
  export interface SelectProps extends EntryProps<string> {
    getOptions(element: unknown): { value: string; label: string; disabled?: boolean }[];
  }

  export function TextFieldEntry(props: TextFieldProps): PanelNode;
  export function TextAreaEntry(props: TextAreaProps): PanelNode;
  export function SelectEntry(props: SelectProps): PanelNode;
  export function CheckboxEntry(props: EntryProps<boolean>): PanelNode;
  export const Group: unknown;
  export function isTextFieldEntryEdited(node: unknown): boolean;
  export function isTextAreaEntryEdited(node: unknown): boolean;
  export function isSelectEntryEdited(node: unknown): boolean;
  export function isCheckboxEntryEdited(node: unknown): boolean;
}
