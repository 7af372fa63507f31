import { describe, expect, it } from 'vitest';
import {
  COURIER_POLL_INTERVAL_MS, COURIERS, courierKey, courierNames, courierOrderMove, courierTrackingUrl, isFinalShipmentStage, isShipmentStage,
  isTrackedCourier, localBdPhone, pathaoStage, SHIPMENT_STAGES, shipmentStageLabels, steadfastStage,
} from './courier';
import { ORDER_STATUSES } from './order-state';

describe('courierKey', () => {
  it('reads the usual spellings of the three couriers, anything else is other, nothing is null', () => {
    expect(courierKey('Pathao')).toBe('pathao');
    expect(courierKey(' pathao courier ')).toBe('pathao');
    expect(courierKey('STEADFAST')).toBe('steadfast');
    expect(courierKey('Steadfast Courier Ltd')).toBe('steadfast');
    expect(courierKey('Packzy')).toBe('steadfast');
    expect(courierKey('RedX')).toBe('redx');
    expect(courierKey('Red-X')).toBe('redx');
    expect(courierKey('Sundarban')).toBe('other');
    expect(courierKey('সুন্দরবন কুরিয়ার')).toBe('other');
    expect(courierKey('')).toBe(null);
    expect(courierKey('  ')).toBe(null);
    expect(courierKey(null)).toBe(null);
    expect(courierKey(undefined)).toBe(null);
  });

  it('names every courier and knows which are tracked', () => {
    for (const c of COURIERS) expect(courierNames[c]).toBeTruthy();
    expect(isTrackedCourier('pathao')).toBe(true);
    expect(isTrackedCourier('steadfast')).toBe(true);
    expect(isTrackedCourier('redx')).toBe(false);
    expect(isTrackedCourier(7)).toBe(false);
  });
});

describe('localBdPhone', () => {
  it('gives the 11-digit local form or null', () => {
    expect(localBdPhone('+8801712345678')).toBe('01712345678');
    expect(localBdPhone('01712-345678')).toBe('01712345678');
    expect(localBdPhone('8801712345678')).toBe('01712345678');
    expect(localBdPhone('+15551234567')).toBe(null);
    expect(localBdPhone('')).toBe(null);
    expect(localBdPhone(null)).toBe(null);
    expect(localBdPhone(undefined)).toBe(null);
  });
});

describe('courierTrackingUrl', () => {
  it('links each courier’s own tracking page, the code encoded', () => {
    expect(courierTrackingUrl('Pathao', 'DL121224VS8TTJ', '+8801712345678')).toBe('https://merchant.pathao.com/tracking?consignment_id=DL121224VS8TTJ&phone=01712345678');
    expect(courierTrackingUrl('Pathao', 'DL1', null)).toBe('https://merchant.pathao.com/tracking?consignment_id=DL1');
    expect(courierTrackingUrl('Pathao', 'DL1')).toBe('https://merchant.pathao.com/tracking?consignment_id=DL1');
    expect(courierTrackingUrl('Steadfast', ' SFR1 ')).toBe('https://steadfast.com.bd/t/SFR1');
    expect(courierTrackingUrl('RedX', 'a b/"<x>')).toBe('https://redx.com.bd/track-parcel/?trackingId=a%20b%2F%22%3Cx%3E');
  });

  it('has no link without a code, a courier, or for another courier', () => {
    expect(courierTrackingUrl('Pathao', '')).toBe(null);
    expect(courierTrackingUrl('Pathao', null)).toBe(null);
    expect(courierTrackingUrl('Pathao', undefined)).toBe(null);
    expect(courierTrackingUrl(null, 'X1')).toBe(null);
    expect(courierTrackingUrl('Sundarban', 'X1')).toBe(null);
  });
});

describe('shipment stages', () => {
  it('labels every stage and recognises them', () => {
    for (const s of SHIPMENT_STAGES) {
      expect(shipmentStageLabels[s]).toBeTruthy();
      expect(isShipmentStage(s)).toBe(true);
    }
    expect(isShipmentStage('lost')).toBe(false);
    expect(isShipmentStage(null)).toBe(false);
  });

  it('maps Pathao events', () => {
    expect(pathaoStage('order.created')).toBe('booked');
    expect(pathaoStage('order.picked')).toBe('in_transit');
    expect(pathaoStage('order.in-transit')).toBe('in_transit');
    expect(pathaoStage('order.delivered')).toBe('delivered');
    expect(pathaoStage('order.partial-delivery')).toBe('partly_delivered');
    expect(pathaoStage('order.returned')).toBe('returned');
    expect(pathaoStage('order.delivery-failed')).toBe('failed');
    expect(pathaoStage('order.on-hold')).toBe('on_hold');
    expect(pathaoStage('order.pickup-cancelled')).toBe('cancelled');
    expect(pathaoStage('order.updated')).toBe(null);
    expect(pathaoStage('webhook_integration')).toBe(null);
    expect(pathaoStage('toString')).toBe(null);
    expect(pathaoStage(3)).toBe(null);
  });

  it('maps Steadfast delivery statuses, their approval-pending forms and nothing else', () => {
    expect(steadfastStage('pending')).toBe('booked');
    expect(steadfastStage('in_review')).toBe('in_transit');
    expect(steadfastStage('hold')).toBe('on_hold');
    expect(steadfastStage('delivered')).toBe('delivered');
    expect(steadfastStage('partial_delivered')).toBe('partly_delivered');
    expect(steadfastStage('cancelled')).toBe('cancelled');
    expect(steadfastStage('delivered_approval_pending')).toBe('awaiting_approval');
    expect(steadfastStage('cancelled_approval_pending')).toBe('awaiting_approval');
    expect(steadfastStage('unknown')).toBe(null);
    expect(steadfastStage('constructor')).toBe(null);
    expect(steadfastStage(null)).toBe(null);
  });

  it('knows the final stages', () => {
    const finals = SHIPMENT_STAGES.filter(isFinalShipmentStage);
    expect(finals).toEqual(['delivered', 'partly_delivered', 'returned', 'cancelled']);
  });

  it('moves only a shipped order, only to delivered, for every status and stage', () => {
    for (const from of ORDER_STATUSES) {
      for (const stage of SHIPMENT_STAGES) {
        expect(courierOrderMove(from, stage)).toBe(from === 'shipped' && stage === 'delivered' ? 'delivered' : null);
      }
    }
    expect(COURIER_POLL_INTERVAL_MS).toBe(1_800_000);
  });
});
