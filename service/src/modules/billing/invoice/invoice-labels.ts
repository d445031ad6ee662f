/** The languages an invoice is printed in (the billing profile's choice). */
export const INVOICE_LANGUAGES = ['en', 'ru', 'fr', 'ar'] as const
export type InvoiceLanguage = (typeof INVOICE_LANGUAGES)[number]

export interface InvoiceLabels {
  invoice: string
  draft: string
  number: string
  issued: string
  prepared: string
  due: string
  period: string
  seller: string
  buyer: string
  /** The label before a party's tax id: Russian names an INN (digits only) differently from a foreign VAT number. */
  vatId: string | ((id: string) => string)
  description: string
  quantity: string
  amount: string
  subtotal: string
  vat: (rate: string) => string
  total: string
  plan: (name: string, month: string) => string
  kinds: Record<string, string>
  noBuyer: string
  bank: string
}

const KINDS_EN = {
  'analysed-meetings': 'Analysed meetings',
  'llm-tokens': 'Language model (tokens)',
  'transcription-minutes': 'Transcription (minutes)',
  'conference-minutes': 'Conferences (participant minutes)',
  'storage-gb-days': 'Storage (gigabyte-days)',
  'self-interviews': 'Completed self-interviews',
}

/** Human labels of the printed invoice, per language: never the ledger's internal keys. */
export const INVOICE_LABELS: Record<InvoiceLanguage, InvoiceLabels> = {
  en: {
    invoice: 'Invoice',
    draft: 'Draft – not an invoice',
    number: 'Invoice number',
    issued: 'Issue date',
    prepared: 'Prepared on',
    due: 'Due date',
    period: 'Billing period',
    seller: 'Seller',
    buyer: 'Bill to',
    vatId: 'VAT ID',
    description: 'Description',
    quantity: 'Quantity',
    amount: 'Amount',
    subtotal: 'Subtotal (VAT excluded)',
    vat: (rate) => `VAT ${rate}`,
    total: 'Total due',
    plan: (name, month) => `${name} plan, ${month}`,
    kinds: KINDS_EN,
    noBuyer: 'No billing profile yet: the organization’s admin completes it on the billing page.',
    bank: 'Payment',
  },
  ru: {
    invoice: 'Счёт',
    draft: 'Черновик – не является счётом',
    number: 'Номер счёта',
    issued: 'Дата выставления',
    prepared: 'Подготовлен',
    due: 'Оплатить до',
    period: 'Расчётный период',
    seller: 'Продавец',
    buyer: 'Покупатель',
    vatId: (id) => (/^(RU)?\d{10}(\d{2})?$/i.test(id.replace(/\s/g, '')) ? 'ИНН' : 'Номер плательщика НДС'),
    description: 'Описание',
    quantity: 'Количество',
    amount: 'Сумма',
    subtotal: 'Итого без НДС',
    vat: (rate) => `НДС ${rate}`,
    total: 'Всего к оплате',
    plan: (name, month) => `Тариф ${name}, ${month}`,
    kinds: {
      'analysed-meetings': 'Проанализированные встречи',
      'llm-tokens': 'Языковая модель (токены)',
      'transcription-minutes': 'Транскрибация (минуты)',
      'conference-minutes': 'Конференции (минуты участников)',
      'storage-gb-days': 'Хранение (гигабайт-дни)',
      'self-interviews': 'Завершённые самоинтервью',
    },
    noBuyer: 'Платёжный профиль не заполнен: администратор организации заполняет его на странице оплаты.',
    bank: 'Оплата',
  },
  fr: {
    invoice: 'Facture',
    draft: 'Brouillon – pas une facture',
    number: 'Numéro de facture',
    issued: 'Date d’émission',
    prepared: 'Préparé le',
    due: 'Échéance',
    period: 'Période facturée',
    seller: 'Vendeur',
    buyer: 'Facturé à',
    vatId: 'N° de TVA',
    description: 'Désignation',
    quantity: 'Quantité',
    amount: 'Montant',
    subtotal: 'Sous-total HT',
    vat: (rate) => `TVA ${rate}`,
    total: 'Total TTC à payer',
    plan: (name, month) => `Formule ${name}, ${month}`,
    kinds: {
      'analysed-meetings': 'Réunions analysées',
      'llm-tokens': 'Modèle de langage (jetons)',
      'transcription-minutes': 'Transcription (minutes)',
      'conference-minutes': 'Conférences (minutes participant)',
      'storage-gb-days': 'Stockage (gigaoctets-jours)',
      'self-interviews': 'Auto-entretiens terminés',
    },
    noBuyer: 'Profil de facturation à compléter par l’administrateur de l’organisation sur la page de facturation.',
    bank: 'Paiement',
  },
  ar: {
    invoice: 'فاتورة',
    draft: 'مسودة – ليست فاتورة',
    number: 'رقم الفاتورة',
    issued: 'تاريخ الإصدار',
    prepared: 'أُعدت في',
    due: 'تاريخ الاستحقاق',
    period: 'فترة الفوترة',
    seller: 'البائع',
    buyer: 'فاتورة إلى',
    vatId: 'الرقم الضريبي',
    description: 'الوصف',
    quantity: 'الكمية',
    amount: 'المبلغ',
    subtotal: 'المجموع قبل الضريبة',
    vat: (rate) => `ضريبة القيمة المضافة ${rate}`,
    total: 'المبلغ المستحق',
    plan: (name, month) => `باقة ${name}، ${month}`,
    kinds: {
      'analysed-meetings': 'الاجتماعات المحللة',
      'llm-tokens': 'نموذج اللغة (رموز)',
      'transcription-minutes': 'التفريغ النصي (دقائق)',
      'conference-minutes': 'المؤتمرات (دقائق المشاركين)',
      'storage-gb-days': 'التخزين (غيغابايت-يوم)',
      'self-interviews': 'المقابلات الذاتية المكتملة',
    },
    noBuyer: 'لم يُستكمل ملف الفوترة بعد: يكمله مدير المؤسسة في صفحة الفوترة.',
    bank: 'الدفع',
  },
}

export const labelsOf = (language: string | null | undefined): InvoiceLabels =>
  INVOICE_LABELS[
    (INVOICE_LANGUAGES as readonly string[]).includes(language ?? '') ? (language as InvoiceLanguage) : 'en'
  ]

/** The label for one party's tax id in these labels' language. */
export const vatIdLabel = (L: InvoiceLabels, id: string) => (typeof L.vatId === 'function' ? L.vatId(id) : L.vatId)
