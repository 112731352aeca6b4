import type { AssetId } from '@wallet/shared/assets'
import { isTransaction, type DbOrTx, type Tx } from '../db/client.ts'
import { depositAddresses } from '../db/schema.ts'
import { createLedger, type LedgerEntry } from '../money/ledger/ledger.service.ts'

/** Well-formed addresses (each passes @wallet/shared/addresses) for the demo customer's deposit addresses. */
export const DEMO_DEPOSIT_ADDRESSES: Record<AssetId, string> = {
  BTC: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  ETH: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  USDT: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  BNB: '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  SOL: 'So11111111111111111111111111111111111111112',
  XRP: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
  ADA: 'addr1qx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzer3n0d3vllmyqwsx5wktcd8cc3sq835lu7drv2xwl2wywfgse35a3x',
  DOGE: 'DS8c6SLTD79j2XGSmVnpzk1SGcSn9NpcWh',
  DOT: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
  LTC: 'LgDTpPhdzMVVkKn1D3nZizubbh5kvDsXk6',
}

const DAY = 24 * 60 * 60 * 1000

type DemoEntry = Omit<LedgerEntry, 'userId' | 'sentAt'> & { daysAgo: number }

/** A believable history: Complete deposits, one pending deposit, one pending withdrawal (all through the ledger). */
const HISTORY: DemoEntry[] = [
  {
    asset: 'USDT',
    amount: '5000',
    status: 'Complete',
    type: 'deposit',
    daysAgo: 41,
    txid: 'demo-usdt-1',
    senderAddress: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
    note: 'Bank transfer top-up',
  },
  { asset: 'BTC', amount: '0.35', status: 'Complete', type: 'deposit', daysAgo: 33, txid: 'demo-btc-1', senderAddress: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy' },
  {
    asset: 'ETH',
    amount: '4.2',
    status: 'Complete',
    type: 'deposit',
    daysAgo: 27,
    txid: 'demo-eth-1',
    senderAddress: '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  },
  { asset: 'SOL', amount: '55', status: 'Complete', type: 'deposit', daysAgo: 19, txid: 'demo-sol-1' },
  { asset: 'ADA', amount: '2500', status: 'Complete', type: 'deposit', daysAgo: 14, txid: 'demo-ada-1' },
  { asset: 'BTC', amount: '0.12', status: 'Complete', type: 'deposit', daysAgo: 9, txid: 'demo-btc-2', senderAddress: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa' },
  { asset: 'DOGE', amount: '12000', status: 'Complete', type: 'deposit', daysAgo: 5, txid: 'demo-doge-1' },
  {
    asset: 'USDT',
    amount: '-250',
    status: 'Complete',
    type: 'withdrawal',
    daysAgo: 4,
    recipientAddress: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    note: 'Send to 0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  },
  { asset: 'ETH', amount: '0.8', status: 'Failed', type: 'deposit', daysAgo: 3, note: 'Card payment declined' },
  { asset: 'ETH', amount: '1.5', status: 'Pending', type: 'deposit', daysAgo: 1, note: 'Deposit request awaiting confirmation' },
  {
    asset: 'BTC',
    amount: '-0.05',
    status: 'Pending',
    type: 'withdrawal',
    daysAgo: 0,
    recipientAddress: 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
    note: 'Send to bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
  },
]

/**
 * Gives the demo customer a history through the ledger and a deposit address per asset.
 * Pass an open transaction, or a database handle (one transaction is then opened here).
 */
export async function seedDemoFunds(dbOrTx: DbOrTx, userId: string, now = new Date()): Promise<void> {
  const ledger = createLedger()
  const work = async (tx: Tx) => {
    for (const { daysAgo, ...entry } of HISTORY) {
      await ledger.record(tx, { ...entry, userId, sentAt: new Date(now.getTime() - daysAgo * DAY - 60 * 60 * 1000) })
    }
    await tx
      .insert(depositAddresses)
      .values(Object.entries(DEMO_DEPOSIT_ADDRESSES).map(([asset, address]) => ({ userId, asset, address })))
      .onConflictDoNothing()
  }
  await (isTransaction(dbOrTx) ? work(dbOrTx) : dbOrTx.transaction(work))
}
