// Invoice files written in code, in the formats the readers take (design brief wave 3 §6.3): the 数电 XML the tax
// bureau's platform delivers (root EInvoice), the 2020-style e-invoice XML an OFD carries as its attachment, OFD
// packages (GB/T 33190) with that attachment or with CustomTag references into the page content, and a PDF with a text
// layer laid out like a 数电 invoice (sample-pdf.ts). The demo's invoice box is filled by reading files made here, and
// the readers' test fixtures (test/fixtures/invoice/make.ts) are made from the same code — the product never reads a
// test fixture. Every invoice written here is invented by its caller.
import { strToU8, zipSync, type Zippable } from 'fflate';

/** A party of an invoice (the buyer or the seller). */
export interface SampleParty {
  name: string;
  taxId: string;
  addr: string;
  tel: string;
  bank: string;
  account: string;
}

/** A line of an invoice, as the XML writes it (rate a fraction "0.13" or a percentage "6%"). */
export interface SampleItem {
  name: string;
  spec: string;
  unit: string;
  quantity: string;
  price: string;
  amount: string;
  rate: string;
  tax: string;
  code: string;
}

/** A 数电 invoice (20-digit number, no code). */
export interface SampleInvoice {
  number: string;
  /** YYYY-MM-DD. */
  date: string;
  /** YYYY-MM-DD HH:mm:ss. */
  time: string;
  kind: '增值税专用发票' | '普通发票';
  seller: SampleParty;
  buyer: SampleParty;
  items: SampleItem[];
  amount: string;
  tax: string;
  total: string;
  words: string;
  drawer: string;
  remark: string;
  red?: { of: string };
}

/** A 2020-style e-invoice (a code, an 8-digit number) as an OFD's original_invoice.xml carries it. */
export interface SampleAttachedInvoice {
  code: string;
  number: string;
  /** As printed: 2021年03月15日. */
  date: string;
  /** 20 digits on 普票; null on 专票 (which prints none). */
  checkCode: string | null;
  machineNo: string;
  /** The type number (the QR code's): 10 电子普票, 08 电子专票. */
  typeCode: string;
  seller: SampleParty;
  buyer: SampleParty;
  item: { name: string; spec: string; unit: string; quantity: string; price: string; amount: string };
  rate: string;
  tax: string;
  total: string;
  words: string;
  drawer: string;
  payee: string;
  reviewer: string;
  note?: string;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A 数电 invoice as the XML the tax bureau's platform delivers (root EInvoice). */
export function einvoiceXml(inv: SampleInvoice): string {
  const party = (side: 'Seller' | 'Buyer', p: SampleParty) =>
    `<${side}Information><${side}IdNum>${p.taxId}</${side}IdNum><${side}Name>${escapeXml(p.name)}</${side}Name>` +
    `<${side}Addr>${escapeXml(p.addr)}</${side}Addr><${side}TelNum>${p.tel}</${side}TelNum>` +
    `<${side}BankName>${escapeXml(p.bank)}</${side}BankName><${side}BankAccNum>${p.account}</${side}BankAccNum>` +
    `</${side}Information>`;
  const items = inv.items
    .map(
      (it) =>
        `<IssuItemInformation><ItemName>${escapeXml(it.name)}</ItemName><SpecMod>${escapeXml(it.spec)}</SpecMod>` +
        `<MeaUnits>${it.unit}</MeaUnits><Quantity>${it.quantity}</Quantity><UnPrice>${it.price}</UnPrice>` +
        `<Amount>${it.amount}</Amount><TaxRate>${it.rate}</TaxRate><ComTaxAm>${it.tax}</ComTaxAm>` +
        `<TotaltaxIncludedAmount>${(Number(it.amount) + Number(it.tax)).toFixed(2)}</TotaltaxIncludedAmount>` +
        `<TaxClassificationCode>${it.code}</TaxClassificationCode></IssuItemInformation>`,
    )
    .join('\n    ');
  const special = inv.kind === '增值税专用发票';
  return `<?xml version="1.0" encoding="UTF-8"?>
<EInvoice>
  <Header>
    <EIid>${inv.number}</EIid>
    <EInvoiceTag>SWEI${inv.number.slice(2, 4)}00</EInvoiceTag>
    <Version>0.1</Version>
    <InherentLabel>
      <InIssuType><LabelCode>${inv.red ? 'N' : 'Y'}</LabelCode><LabelName>${inv.red ? '红字发票' : '蓝字发票'}</LabelName></InIssuType>
      <EInvoiceType><LabelCode>02</LabelCode><LabelName>电子发票</LabelName></EInvoiceType>
      <GeneralOrSpecialVAT><LabelCode>${special ? '01' : '02'}</LabelCode><LabelName>${inv.kind}</LabelName></GeneralOrSpecialVAT>
    </InherentLabel>
    <UndefinedLabel><Label><LabelType>1</LabelType><LabelCode>00</LabelCode><LabelName>无</LabelName></Label></UndefinedLabel>
  </Header>
  <EInvoiceData>
    ${party('Seller', inv.seller)}
    ${party('Buyer', inv.buyer)}
    <BasicInformation>
      <TotalAmWithoutTax>${inv.amount}</TotalAmWithoutTax>
      <TotalTaxAm>${inv.tax}</TotalTaxAm>
      <TotalTax-includedAmount>${inv.total}</TotalTax-includedAmount>
      <TotalTax-includedAmountInChinese>${inv.words}</TotalTax-includedAmountInChinese>
      <Drawer>${inv.drawer}</Drawer>
      <RequestTime>${inv.time}</RequestTime>
    </BasicInformation>
    ${items}
    <SpecificInformation>${inv.red ? `<RedEInvoice><OriginalInvoiceCode>${inv.red.of}</OriginalInvoiceCode></RedEInvoice>` : ''}</SpecificInformation>
    <AdditionalInformation><Remark>${escapeXml(inv.remark)}</Remark></AdditionalInformation>
  </EInvoiceData>
  <SellerAuthentication><AuthenticationMethods>2</AuthenticationMethods></SellerAuthentication>
  <TaxSupervisionInfo>
    <InvoiceNumber>${inv.number}</InvoiceNumber>
    <IssueTime>${inv.time}</IssueTime>
    <TaxBureauCode>1${inv.number.slice(2, 4)}00000000</TaxBureauCode>
    <TaxBureauName>国家税务总局${TAX_BUREAUS[inv.number.slice(2, 4)] ?? '北京市'}税务局</TaxBureauName>
  </TaxSupervisionInfo>
</EInvoice>
`;
}

/** Province-level tax bureaus by the code in digits 3–4 of a 数电 number (those the samples use). */
const TAX_BUREAUS: Record<string, string> = { '11': '北京市', '31': '上海市', '32': '江苏省', '33': '浙江省' };

/** The 2020-style e-invoice XML an OFD carries as Doc_0/Attachs/original_invoice.xml. */
export function originalInvoiceXml(a: SampleAttachedInvoice): string {
  const compactDate = a.date.replace(/\D/g, '');
  return `<?xml version="1.0" encoding="UTF-8"?>
<eInvoice xmlns:fp="http://www.edrm.org.cn/schema/e-invoice/2019" Version="1.0">
  <fp:DocID>${a.code}${a.number}</fp:DocID>
  <fp:InvoiceCode>${a.code}</fp:InvoiceCode>
  <fp:InvoiceNo>${a.number}</fp:InvoiceNo>
  <fp:TypeCode>${a.typeCode}</fp:TypeCode>
  <fp:IssueDate>${a.date}</fp:IssueDate>
${a.checkCode ? `  <fp:InvoiceCheckCode>${a.checkCode}</fp:InvoiceCheckCode>\n` : ''}  <fp:MachineNo>${a.machineNo}</fp:MachineNo>
  <fp:TaxControlCode>03*&lt;8-/&gt;+9&lt;2*60+&lt;/-4&gt;0</fp:TaxControlCode>
  <fp:Buyer>
    <fp:BuyerName>${escapeXml(a.buyer.name)}</fp:BuyerName>
    <fp:BuyerTaxID>${a.buyer.taxId}</fp:BuyerTaxID>
    <fp:BuyerAddrTel>${escapeXml(a.buyer.addr)} ${a.buyer.tel}</fp:BuyerAddrTel>
    <fp:BuyerFinancialAccount>${escapeXml(a.buyer.bank)} ${a.buyer.account}</fp:BuyerFinancialAccount>
  </fp:Buyer>
  <fp:Seller>
    <fp:SellerName>${escapeXml(a.seller.name)}</fp:SellerName>
    <fp:SellerTaxID>${a.seller.taxId}</fp:SellerTaxID>
    <fp:SellerAddrTel>${escapeXml(a.seller.addr)} ${a.seller.tel}</fp:SellerAddrTel>
    <fp:SellerFinancialAccount>${escapeXml(a.seller.bank)} ${a.seller.account}</fp:SellerFinancialAccount>
  </fp:Seller>
  <fp:TaxInclusiveTotalAmount>${a.total}</fp:TaxInclusiveTotalAmount>
  <fp:Note>${escapeXml(a.note ?? '')}</fp:Note>
  <fp:InvoiceClerk>${a.drawer}</fp:InvoiceClerk>
  <fp:Payee>${a.payee}</fp:Payee>
  <fp:Checker>${a.reviewer}</fp:Checker>
  <fp:TaxTotalAmount>${a.tax}</fp:TaxTotalAmount>
  <fp:TaxExclusiveTotalAmount>${a.item.amount}</fp:TaxExclusiveTotalAmount>
  <fp:GraphCode>01,${a.typeCode},${a.code},${a.number},${a.item.amount},${compactDate},${a.checkCode ?? ''},9D2E</fp:GraphCode>
  <fp:GoodsInfos>
    <fp:GoodsInfo>
      <fp:LineNo>1</fp:LineNo>
      <fp:Item>${escapeXml(a.item.name)}</fp:Item>
      <fp:Code>1090199000000000000</fp:Code>
      <fp:Specification>${escapeXml(a.item.spec)}</fp:Specification>
      <fp:MeasurementDimension>${a.item.unit}</fp:MeasurementDimension>
      <fp:Price>${a.item.price}</fp:Price>
      <fp:Quantity>${a.item.quantity}</fp:Quantity>
      <fp:Amount>${a.item.amount}</fp:Amount>
      <fp:TaxScheme>${a.rate}</fp:TaxScheme>
      <fp:TaxAmount>${a.tax}</fp:TaxAmount>
    </fp:GoodsInfo>
  </fp:GoodsInfos>
  <fp:Signature>MEUCIQDinventedsignaturebytesnotverifiable</fp:Signature>
</eInvoice>
`;
}

const OFD_NS = 'http://www.ofdspec.org/2016';

/** OFD.xml with its document info (CustomDatas as some issuers write them). */
export function ofdRoot(customData: [string, string][], signed: boolean): string {
  const data = customData.map(([name, value]) => `<ofd:CustomData Name="${name}">${value}</ofd:CustomData>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<ofd:OFD xmlns:ofd="${OFD_NS}" Version="1.1" DocType="OFD"><ofd:DocBody><ofd:DocInfo><ofd:DocID>b3a1c0de</ofd:DocID><ofd:Creator>fixture</ofd:Creator>
<ofd:CustomDatas>${data}</ofd:CustomDatas></ofd:DocInfo><ofd:DocRoot>Doc_0/Document.xml</ofd:DocRoot>${signed ? '<ofd:Signatures>Doc_0/Signs/Signatures.xml</ofd:Signatures>' : ''}</ofd:DocBody></ofd:OFD>
`;
}

function documentXml(parts: { attachments?: boolean; tags?: boolean }): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<ofd:Document xmlns:ofd="${OFD_NS}"><ofd:CommonData><ofd:MaxUnitID>200</ofd:MaxUnitID><ofd:PageArea><ofd:PhysicalBox>0 0 210 140</ofd:PhysicalBox></ofd:PageArea></ofd:CommonData>
<ofd:Pages><ofd:Page ID="1" BaseLoc="Pages/Page_0/Content.xml"/></ofd:Pages>${parts.attachments ? '<ofd:Attachments>Attachs/Attachments.xml</ofd:Attachments>' : ''}${parts.tags ? '<ofd:CustomTags>Tags/CustomTags.xml</ofd:CustomTags>' : ''}</ofd:Document>
`;
}

/** A page whose text objects are the given (id, text, x, y) — what CustomTag ObjectRefs point at. */
export function pageContent(objects: [string, string, number, number][]): string {
  const body = objects
    .map(
      ([id, text, x, y]) =>
        `<ofd:TextObject ID="${id}" Boundary="${x} ${y} 60 5" Font="3" Size="3.175"><ofd:FillColor Value="0 0 0"/><ofd:TextCode X="0" Y="3.4"><![CDATA[${text}]]></ofd:TextCode></ofd:TextObject>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<ofd:Page xmlns:ofd="${OFD_NS}"><ofd:Area><ofd:PhysicalBox>0 0 210 140</ofd:PhysicalBox></ofd:Area><ofd:Content><ofd:Layer ID="2">
${body}
</ofd:Layer></ofd:Content></ofd:Page>
`;
}

/** CustomTag.xml: each field path (a/b/c) names the text objects holding it. */
export function customTag(fields: [string, string[]][]): string {
  const body = fields
    .map(([path, ids]) => {
      const parts = path.split('/');
      const refs = ids.map((id) => `<ofd:ObjectRef PageRef="1">${id}</ofd:ObjectRef>`).join('');
      return `${parts.map((p) => `<ofd:${p}>`).join('')}${refs}${[...parts]
        .reverse()
        .map((p) => `</ofd:${p}>`)
        .join('')}`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<ofd:eInvoice xmlns:ofd="${OFD_NS}">
${body}
</ofd:eInvoice>
`;
}

const CUSTOM_TAGS = `<?xml version="1.0" encoding="UTF-8"?>
<ofd:CustomTags xmlns:ofd="${OFD_NS}"><ofd:CustomTag TypeID="invoice" NameSpace="${OFD_NS}"><ofd:FileLoc>CustomTag.xml</ofd:FileLoc></ofd:CustomTag></ofd:CustomTags>
`;

const SIGNATURES = `<?xml version="1.0" encoding="UTF-8"?>
<ofd:Signatures xmlns:ofd="${OFD_NS}"><ofd:MaxSignId>1</ofd:MaxSignId><ofd:Signature ID="1" BaseLoc="/Doc_0/Signs/Sign_0/Signature.xml"/></ofd:Signatures>
`;

/** An OFD package from its parts (deflated, as issuers write them). */
export function ofdPackage(parts: Record<string, string | Uint8Array>): Uint8Array {
  const files: Zippable = {};
  for (const [name, body] of Object.entries(parts)) files[name] = typeof body === 'string' ? strToU8(body) : body;
  return zipSync(files, { level: 9, mtime: new Date('2024-06-01T00:00:00Z') });
}

/** An OFD of an e-invoice whose original_invoice.xml attachment carries everything, signed (not verifiable). */
export function attachOfd(a: SampleAttachedInvoice): Uint8Array {
  return ofdPackage({
    'OFD.xml': ofdRoot(
      [
        ['发票代码', a.code],
        ['发票号码', a.number],
        ['开票日期', a.date],
        ...(a.checkCode ? [['校验码', a.checkCode] as [string, string]] : []),
        ['合计金额', a.item.amount],
      ],
      true,
    ),
    'Doc_0/Document.xml': documentXml({ attachments: true }),
    'Doc_0/Pages/Page_0/Content.xml': pageContent([['10', a.number, 160, 8]]),
    'Doc_0/Attachs/Attachments.xml': `<?xml version="1.0" encoding="UTF-8"?>
<ofd:Attachments xmlns:ofd="${OFD_NS}"><ofd:Attachment ID="1" Name="original_invoice" Format="xml" Visible="false"><ofd:FileLoc>original_invoice.xml</ofd:FileLoc></ofd:Attachment></ofd:Attachments>
`,
    'Doc_0/Attachs/original_invoice.xml': originalInvoiceXml(a),
    'Doc_0/Signs/Signatures.xml': SIGNATURES,
    'Doc_0/Signs/Sign_0/Signature.xml': `<?xml version="1.0" encoding="UTF-8"?><ofd:Signature xmlns:ofd="${OFD_NS}"><ofd:SignedInfo/><ofd:SignedValue>/Doc_0/Signs/Sign_0/SignedValue.dat</ofd:SignedValue></ofd:Signature>`,
    'Doc_0/Signs/Sign_0/SignedValue.dat': new Uint8Array(64).map((_, i) => (i * 37) % 251),
  });
}

/** 2024-06-03 → 2024年06月03日. */
const printedDate = (date: string) => {
  const [y, m, d] = date.split('-');
  return `${y}年${m}月${d}日`;
};

/**
 * A 数电 invoice of one line as an OFD with only tags and page text — family B (the XML's paths) or A (the older
 * tag names) — in the form that trips readers: the 价税合计 tag points at the "¥" text object alone (family A also at
 * the figures beside it), and OFD.xml's 合计金额 is the amount before tax.
 */
export function tagsOfd(inv: SampleInvoice, family: 'A' | 'B' = 'B'): Uint8Array {
  const item = inv.items[0];
  const date = printedDate(inv.date);
  const title = inv.kind === '增值税专用发票' ? '电子发票（增值税专用发票）' : '电子发票（普通发票）';
  const rate = /%$/.test(item.rate) ? item.rate : `${Number(item.rate) * 100}%`;
  const objects: [string, string, number, number][] = [
    ['101', title, 80, 6],
    ['102', inv.number, 160, 8],
    ['103', date, 160, 13],
    ['104', inv.buyer.name, 30, 25],
    ['105', inv.buyer.taxId, 60, 32],
    ['106', inv.seller.name, 125, 25],
    ['107', inv.seller.taxId, 155, 32],
    ['108', item.name, 10, 50],
    ['109', item.amount, 120, 50],
    ['110', rate, 150, 50],
    ['111', item.tax, 180, 50],
    ['112', `¥${inv.amount}`, 120, 80],
    ['113', `¥${inv.tax}`, 180, 80],
    ['114', inv.words, 60, 88],
    ['115', '¥', 150, 88],
    ['116', inv.total, 153, 88],
    ['117', inv.drawer, 30, 130],
  ];
  const fields: [string, string[]][] =
    family === 'B'
      ? [
          ['TaxSupervisionInfo/InvoiceNumber', ['102']],
          ['TaxSupervisionInfo/IssueTime', ['103']],
          ['EInvoiceData/BuyerInformation/BuyerName', ['104']],
          ['EInvoiceData/BuyerInformation/BuyerIdNum', ['105']],
          ['EInvoiceData/SellerInformation/SellerName', ['106']],
          ['EInvoiceData/SellerInformation/SellerIdNum', ['107']],
          ['EInvoiceData/BasicInformation/TotalAmWithoutTax', ['112']],
          ['EInvoiceData/BasicInformation/TotalTaxAm', ['113']],
          ['EInvoiceData/BasicInformation/TotalTax-includedAmount', ['115']],
          ['EInvoiceData/BasicInformation/Drawer', ['117']],
          ['EInvoiceData/IssuItemInformation/ItemName', ['108']],
        ]
      : [
          ['InvoiceNo', ['102']],
          ['IssueDate', ['103']],
          ['Buyer/BuyerName', ['104']],
          ['Buyer/BuyerTaxID', ['105']],
          ['Seller/SellerName', ['106']],
          ['Seller/SellerTaxID', ['107']],
          ['TaxExclusiveTotalAmount', ['112']],
          ['TaxTotalAmount', ['113']],
          ['TaxInclusiveTotalAmount', ['115', '116']],
          ['InvoiceClerk', ['117']],
          ['GoodsInfos/GoodsInfo/Item', ['108']],
        ];
  return ofdPackage({
    'OFD.xml': ofdRoot(
      [
        ['发票号码', inv.number],
        ['开票日期', date],
        ['购买方纳税人识别号', inv.buyer.taxId],
        ['销售方纳税人识别号', inv.seller.taxId],
        ['合计金额', inv.amount],
        ['合计税额', inv.tax],
      ],
      false,
    ),
    'Doc_0/Document.xml': documentXml({ tags: true }),
    'Doc_0/Pages/Page_0/Content.xml': pageContent(objects),
    'Doc_0/Tags/CustomTags.xml': CUSTOM_TAGS,
    'Doc_0/Tags/CustomTag.xml': customTag(fields),
  });
}
