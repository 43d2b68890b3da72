// bpmn-moddle ships types for its model (bpmn-moddle/types) but none for its entry point: the part used here.
declare module 'bpmn-moddle' {
  export interface ModdleElement {
    $type: string;
    id?: string;
    name?: string;
    get(property: string): unknown;
    [property: string]: unknown;
  }

  export interface ParseWarning {
    message: string;
    element?: ModdleElement;
    property?: string;
    value?: string;
  }

  export interface ParseResult {
    rootElement: ModdleElement;
    /** Every element with an id, by id. */
    elementsById?: Record<string, ModdleElement>;
    warnings: ParseWarning[];
  }

  export class BpmnModdle {
    constructor(packages?: Record<string, object>, options?: object);
    fromXML(xml: string, typeName?: string, options?: object): Promise<ParseResult>;
  }
}
