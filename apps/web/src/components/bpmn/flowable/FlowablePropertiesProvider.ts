import {
  Group,
  isSelectEntryEdited,
  isTextFieldEntryEdited,
  SelectEntry,
  TextFieldEntry,
} from '@bpmn-io/properties-panel';
import { createElement as h, Fragment } from '@bpmn-io/properties-panel/preact';
import { useService } from 'bpmn-js-properties-panel';
import { getBusinessObject, is } from 'bpmn-js/lib/util/ModelUtil';
import type { Element } from 'bpmn-js/lib/model/Types';
import i18n from 'i18next';
import type { PeopleKind } from '../people';

/**
 * The properties of Flowable's dialect that the engine reads (docs/architecture.md "BPMN models"), as groups of the
 * bpmn-js properties panel: who acts on a user task, its multi-instance (会签 / 或签), a sequence flow's condition,
 * the starter variable of the start event and the process category. There is no official Flowable provider; this
 * one writes the `flowable:` attributes of the shared descriptor (packages/shared/src/flow-moddle).
 */

// biome-ignore lint/suspicious/noExplicitAny: moddle elements are dynamic objects
type Moddle = any;
interface Entry {
  id: string;
  component: (props: { element: Element }) => unknown;
  isEdited?: (node: unknown) => boolean;
}
interface PanelGroup {
  id: string;
  label: string;
  entries: Entry[];
  component?: unknown;
}
interface CommandStack {
  execute(command: string, context: object): void;
}
interface BpmnFactory {
  create(type: string, attrs?: object): Moddle;
}
type Debounce = (fn: (...args: unknown[]) => void) => (...args: unknown[]) => void;

const tr = (key: string) => i18n.t(`flow.designer.${key}`);
const blankToUndefined = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);

/** A text entry writing one attribute of the element's business object (or of a part of it). */
function attributeEntry(id: string, attribute: string, target: (element: Element) => Moddle = getBusinessObject) {
  function AttributeEntry({ element }: { element: Element }) {
    const commandStack = useService<CommandStack>('commandStack');
    const debounce = useService<Debounce>('debounceInput');
    return TextFieldEntry({
      element,
      id,
      label: tr(id),
      description: i18n.exists(`flow.designer.${id}Help`) ? tr(`${id}Help`) : undefined,
      debounce,
      getValue: () => target(element)?.get(attribute),
      setValue: (value) =>
        commandStack.execute('element.updateModdleProperties', {
          element,
          moddleElement: target(element),
          properties: { [attribute]: blankToUndefined(value) },
        }),
    });
  }
  return { id, component: AttributeEntry, isEdited: isTextFieldEntryEdited };
}

// --- user task: approvers -------------------------------------------------------------------------------------

/**
 * Who acts on a task: the engine's value stays editable as text (an expression such as ${applyUser}), read back
 * under it by name, and 选择… picks people or roles by name (the designer's dialog, through the config) and writes
 * the ids and aliases the engine expects.
 */
function peopleEntry(kind: PeopleKind) {
  const attribute = `flowable:${kind}`;
  function PeopleEntry({ element }: { element: Element }) {
    const commandStack = useService<CommandStack>('commandStack');
    const debounce = useService<Debounce>('debounceInput');
    const config = useService<FlowableConfig | undefined>('config.flowable', false);
    const bo = getBusinessObject(element);
    const value: string | undefined = bo.get(attribute);
    const set = (next: string | undefined) =>
      commandStack.execute('element.updateModdleProperties', {
        element,
        moddleElement: bo,
        properties: { [attribute]: blankToUndefined(next) },
      });
    const names = config?.people?.describe(kind, value);
    return h(
      Fragment,
      null,
      TextFieldEntry({
        element,
        id: kind,
        label: tr(kind),
        description: names ? `${tr('chosen')}: ${names}` : tr(`${kind}Help`),
        debounce,
        getValue: () => bo.get(attribute),
        setValue: set,
      }) as never,
      config?.people &&
        h(
          'div',
          { class: 'flp-people-pick' },
          h(
            'button',
            {
              type: 'button',
              class: 'flp-people-pick-btn',
              'data-testid': `pick-${kind}`,
              onClick: async () => {
                const next = await config.people?.pick(kind, bo.get(attribute));
                if (next !== null) set(next);
              },
            },
            kind === 'candidateGroups' ? tr('pickRoles') : tr('pickUsers'),
          ),
        ),
    );
  }
  return { id: kind, component: PeopleEntry, isEdited: isTextFieldEntryEdited };
}

// Entries are made once: a component made afresh on each render would be remounted, losing the typing in flight.
const ASSIGNEE_ENTRIES: Entry[] = [
  peopleEntry('assignee'),
  peopleEntry('candidateUsers'),
  peopleEntry('candidateGroups'),
  attributeEntry('formKey', 'flowable:formKey'),
];
const INITIATOR_ENTRY = attributeEntry('initiator', 'flowable:initiator');

// --- user task: multi-instance ---------------------------------------------------------------------------------

const loopOf = (element: Element): Moddle => {
  const lc = getBusinessObject(element).get('loopCharacteristics');
  return lc && is(lc, 'bpmn:MultiInstanceLoopCharacteristics') ? lc : undefined;
};

function MultiInstanceMode({ element }: { element: Element }) {
  const commandStack = useService<CommandStack>('commandStack');
  const bpmnFactory = useService<BpmnFactory>('bpmnFactory');
  return SelectEntry({
    element,
    id: 'multiInstanceMode',
    label: tr('multiInstance'),
    description: tr('multiInstanceHelp'),
    getOptions: () => [
      { value: '', label: tr('miNone') },
      { value: 'parallel', label: tr('miParallel') },
      { value: 'sequential', label: tr('miSequential') },
    ],
    getValue: () => {
      const lc = loopOf(element);
      return lc ? (lc.get('isSequential') ? 'sequential' : 'parallel') : '';
    },
    setValue: (value) => {
      const lc = loopOf(element);
      if (!value) {
        commandStack.execute('element.updateProperties', { element, properties: { loopCharacteristics: undefined } });
      } else if (lc) {
        commandStack.execute('element.updateModdleProperties', {
          element,
          moddleElement: lc,
          properties: { isSequential: value === 'sequential' },
        });
      } else {
        const created = bpmnFactory.create('bpmn:MultiInstanceLoopCharacteristics', {
          isSequential: value === 'sequential',
        });
        commandStack.execute('element.updateProperties', { element, properties: { loopCharacteristics: created } });
      }
    },
  });
}

/** The completion condition: a formal expression inside the loop characteristics. */
function CompletionCondition({ element }: { element: Element }) {
  const commandStack = useService<CommandStack>('commandStack');
  const bpmnFactory = useService<BpmnFactory>('bpmnFactory');
  const debounce = useService<Debounce>('debounceInput');
  return TextFieldEntry({
    element,
    id: 'completionCondition',
    label: tr('completionCondition'),
    description: tr('completionConditionHelp'),
    debounce,
    getValue: () => loopOf(element)?.get('completionCondition')?.get('body'),
    setValue: (value) => {
      const lc = loopOf(element);
      if (!lc) return;
      const body = blankToUndefined(value);
      const expression = body ? bpmnFactory.create('bpmn:FormalExpression', { body }) : undefined;
      if (expression) expression.$parent = lc;
      commandStack.execute('element.updateModdleProperties', {
        element,
        moddleElement: lc,
        properties: { completionCondition: expression },
      });
    },
  });
}

const MODE_ENTRY: Entry = { id: 'multiInstanceMode', component: MultiInstanceMode, isEdited: isSelectEntryEdited };
const LOOP_ENTRIES: Entry[] = [
  attributeEntry('collection', 'flowable:collection', loopOf),
  attributeEntry('elementVariable', 'flowable:elementVariable', loopOf),
  { id: 'completionCondition', component: CompletionCondition, isEdited: isTextFieldEntryEdited },
];

const multiInstanceEntries = (element: Element): Entry[] =>
  loopOf(element) ? [MODE_ENTRY, ...LOOP_ENTRIES] : [MODE_ENTRY];

// --- sequence flow: condition ----------------------------------------------------------------------------------

/** Conditions are read on flows leaving a task or an exclusive / inclusive gateway (never a parallel one). */
const takesCondition = (element: Element) =>
  is(element, 'bpmn:SequenceFlow') &&
  !!element.source &&
  (is(element.source, 'bpmn:Activity') ||
    is(element.source, 'bpmn:ExclusiveGateway') ||
    is(element.source, 'bpmn:InclusiveGateway'));

function ConditionExpression({ element }: { element: Element }) {
  const commandStack = useService<CommandStack>('commandStack');
  const bpmnFactory = useService<BpmnFactory>('bpmnFactory');
  const debounce = useService<Debounce>('debounceInput');
  const flow = getBusinessObject(element);
  return TextFieldEntry({
    element,
    id: 'conditionExpression',
    label: tr('condition'),
    description: tr('conditionHelp'),
    debounce,
    getValue: () => flow.get('conditionExpression')?.get('body'),
    setValue: (value) => {
      const body = blankToUndefined(value);
      const commands: { cmd: string; context: object }[] = [];
      // a default flow carries no condition: giving it one makes it an ordinary flow
      const source = element.source!;
      if (body && getBusinessObject(source).get('default') === flow) {
        commands.push({
          cmd: 'element.updateProperties',
          context: { element: source, properties: { default: undefined } },
        });
      }
      const expression = body ? bpmnFactory.create('bpmn:FormalExpression', { body }) : undefined;
      if (expression) expression.$parent = flow;
      commands.push({
        cmd: 'element.updateProperties',
        context: { element, properties: { conditionExpression: expression } },
      });
      commandStack.execute('properties-panel.multi-command-executor', commands);
    },
  });
}

// --- process: category -----------------------------------------------------------------------------------------

/** Categories offered (the `flow` dictionary as `flow_<key>`), given by the designer through the config. */
export interface FlowableConfig {
  categories(): { value: string; label: string }[];
  /** Who acts on a task, by name: the value read back, and the picker (null: cancelled). */
  people?: {
    describe(kind: PeopleKind, value: string | undefined): string | undefined;
    pick(kind: PeopleKind, value: string | undefined): Promise<string | undefined | null>;
  };
}

const processOf = (element: Element): Moddle => {
  const bo = getBusinessObject(element);
  return is(bo, 'bpmn:Participant') ? bo.get('processRef') : bo;
};
const definitionsOf = (element: Element): Moddle => {
  let node = processOf(element);
  while (node && !is(node, 'bpmn:Definitions')) node = node.$parent;
  return node;
};

function Category({ element }: { element: Element }) {
  const commandStack = useService<CommandStack>('commandStack');
  const config = useService<FlowableConfig | undefined>('config.flowable', false);
  return SelectEntry({
    element,
    id: 'category',
    label: tr('category'),
    description: tr('categoryHelp'),
    getOptions: () => {
      const current: string = definitionsOf(element)?.get('targetNamespace') ?? '';
      const offered = config?.categories() ?? [];
      const options = [{ value: '', label: tr('categoryNone') }, ...offered];
      // a namespace from elsewhere (an imported model) stays selectable as it is
      if (current && !offered.some((o) => o.value === current)) options.push({ value: current, label: current });
      return options;
    },
    getValue: () => definitionsOf(element)?.get('targetNamespace') ?? '',
    setValue: (value) =>
      commandStack.execute('element.updateModdleProperties', {
        element,
        moddleElement: definitionsOf(element),
        properties: { targetNamespace: value || '' },
      }),
  });
}

// --- the provider ----------------------------------------------------------------------------------------------

const group = (id: string, label: string, entries: Entry[]): PanelGroup => ({ id, label, entries, component: Group });

class FlowablePropertiesProvider {
  static $inject = ['propertiesPanel'];

  constructor(propertiesPanel: { registerProvider(priority: number, provider: FlowablePropertiesProvider): void }) {
    propertiesPanel.registerProvider(400, this);
  }

  getGroups(element: Element) {
    return (groups: PanelGroup[]) => {
      const general = groups.find((g) => g.id === 'general');
      if (is(element, 'bpmn:Process') || is(element, 'bpmn:Participant')) {
        general?.entries.push({ id: 'category', component: Category, isEdited: isSelectEntryEdited });
      }
      if (is(element, 'bpmn:StartEvent') && !getBusinessObject(element).get('eventDefinitions')?.length) {
        general?.entries.push(INITIATOR_ENTRY);
      }
      if (is(element, 'bpmn:SequenceFlow') && takesCondition(element)) {
        const at = groups.indexOf(general!) + 1;
        groups.splice(
          at,
          0,
          group('flowableCondition', tr('conditionGroup'), [
            { id: 'conditionExpression', component: ConditionExpression, isEdited: isTextFieldEntryEdited },
          ]),
        );
      }
      if (is(element, 'bpmn:UserTask')) {
        const at = groups.indexOf(general!) + 1;
        // our multi-instance group replaces the generic one (which knows neither collection nor element variable)
        const generic = groups.findIndex((g) => g.id === 'multiInstance');
        if (generic >= 0) groups.splice(generic, 1);
        groups.splice(
          at,
          0,
          group('flowableAssignment', tr('assignmentGroup'), ASSIGNEE_ENTRIES),
          group('flowableMultiInstance', tr('multiInstanceGroup'), multiInstanceEntries(element)),
        );
      }
      return groups;
    };
  }
}

/** The provider as a bpmn-js module (with BpmnPropertiesPanelModule and BpmnPropertiesProviderModule). */
export const FlowablePropertiesProviderModule = {
  __init__: ['flowablePropertiesProvider'],
  flowablePropertiesProvider: ['type', FlowablePropertiesProvider],
};
