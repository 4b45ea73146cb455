/**
 */
package org.snapwear.model.study.impl;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.snapwear.model.study.SlcCodec;
import org.snapwear.model.study.SlcSettings;
import org.snapwear.model.study.SnapwearPackage;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Slc Settings</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.snapwear.model.study.impl.SlcSettingsImpl#getPageBytes <em>Page Bytes</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.SlcSettingsImpl#getDeltaRegionBytes <em>Delta Region Bytes</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.SlcSettingsImpl#getNop <em>Nop</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.SlcSettingsImpl#getReadMicros <em>Read Micros</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.SlcSettingsImpl#getWriteMicros <em>Write Micros</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.SlcSettingsImpl#getCodec <em>Codec</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.SlcSettingsImpl#getSegmentBytes <em>Segment Bytes</em>}</li>
 * </ul>
 *
 * @generated
 */
public class SlcSettingsImpl extends MinimalEObjectImpl.Container implements SlcSettings {
	/**
	 * The default value of the '{@link #getPageBytes() <em>Page Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPageBytes()
	 * @generated
	 * @ordered
	 */
	protected static final int PAGE_BYTES_EDEFAULT = 16384;

	/**
	 * The cached value of the '{@link #getPageBytes() <em>Page Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPageBytes()
	 * @generated
	 * @ordered
	 */
	protected int pageBytes = PAGE_BYTES_EDEFAULT;

	/**
	 * The default value of the '{@link #getDeltaRegionBytes() <em>Delta Region Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDeltaRegionBytes()
	 * @generated
	 * @ordered
	 */
	protected static final int DELTA_REGION_BYTES_EDEFAULT = 512;

	/**
	 * The cached value of the '{@link #getDeltaRegionBytes() <em>Delta Region Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDeltaRegionBytes()
	 * @generated
	 * @ordered
	 */
	protected int deltaRegionBytes = DELTA_REGION_BYTES_EDEFAULT;

	/**
	 * The default value of the '{@link #getNop() <em>Nop</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNop()
	 * @generated
	 * @ordered
	 */
	protected static final int NOP_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getNop() <em>Nop</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNop()
	 * @generated
	 * @ordered
	 */
	protected int nop = NOP_EDEFAULT;

	/**
	 * The default value of the '{@link #getReadMicros() <em>Read Micros</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReadMicros()
	 * @generated
	 * @ordered
	 */
	protected static final double READ_MICROS_EDEFAULT = 41.0;

	/**
	 * The cached value of the '{@link #getReadMicros() <em>Read Micros</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReadMicros()
	 * @generated
	 * @ordered
	 */
	protected double readMicros = READ_MICROS_EDEFAULT;

	/**
	 * The default value of the '{@link #getWriteMicros() <em>Write Micros</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWriteMicros()
	 * @generated
	 * @ordered
	 */
	protected static final double WRITE_MICROS_EDEFAULT = 150.0;

	/**
	 * The cached value of the '{@link #getWriteMicros() <em>Write Micros</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWriteMicros()
	 * @generated
	 * @ordered
	 */
	protected double writeMicros = WRITE_MICROS_EDEFAULT;

	/**
	 * The default value of the '{@link #getCodec() <em>Codec</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCodec()
	 * @generated
	 * @ordered
	 */
	protected static final SlcCodec CODEC_EDEFAULT = SlcCodec.DIFF_INDEX;

	/**
	 * The cached value of the '{@link #getCodec() <em>Codec</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCodec()
	 * @generated
	 * @ordered
	 */
	protected SlcCodec codec = CODEC_EDEFAULT;

	/**
	 * The default value of the '{@link #getSegmentBytes() <em>Segment Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSegmentBytes()
	 * @generated
	 * @ordered
	 */
	protected static final int SEGMENT_BYTES_EDEFAULT = 8;

	/**
	 * The cached value of the '{@link #getSegmentBytes() <em>Segment Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSegmentBytes()
	 * @generated
	 * @ordered
	 */
	protected int segmentBytes = SEGMENT_BYTES_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected SlcSettingsImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return SnapwearPackage.Literals.SLC_SETTINGS;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getPageBytes() {
		return pageBytes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPageBytes(int newPageBytes) {
		int oldPageBytes = pageBytes;
		pageBytes = newPageBytes;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.SLC_SETTINGS__PAGE_BYTES, oldPageBytes, pageBytes));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getDeltaRegionBytes() {
		return deltaRegionBytes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDeltaRegionBytes(int newDeltaRegionBytes) {
		int oldDeltaRegionBytes = deltaRegionBytes;
		deltaRegionBytes = newDeltaRegionBytes;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.SLC_SETTINGS__DELTA_REGION_BYTES, oldDeltaRegionBytes, deltaRegionBytes));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getNop() {
		return nop;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setNop(int newNop) {
		int oldNop = nop;
		nop = newNop;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.SLC_SETTINGS__NOP, oldNop, nop));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getReadMicros() {
		return readMicros;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setReadMicros(double newReadMicros) {
		double oldReadMicros = readMicros;
		readMicros = newReadMicros;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.SLC_SETTINGS__READ_MICROS, oldReadMicros, readMicros));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getWriteMicros() {
		return writeMicros;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setWriteMicros(double newWriteMicros) {
		double oldWriteMicros = writeMicros;
		writeMicros = newWriteMicros;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.SLC_SETTINGS__WRITE_MICROS, oldWriteMicros, writeMicros));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SlcCodec getCodec() {
		return codec;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCodec(SlcCodec newCodec) {
		SlcCodec oldCodec = codec;
		codec = newCodec == null ? CODEC_EDEFAULT : newCodec;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.SLC_SETTINGS__CODEC, oldCodec, codec));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getSegmentBytes() {
		return segmentBytes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSegmentBytes(int newSegmentBytes) {
		int oldSegmentBytes = segmentBytes;
		segmentBytes = newSegmentBytes;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.SLC_SETTINGS__SEGMENT_BYTES, oldSegmentBytes, segmentBytes));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case SnapwearPackage.SLC_SETTINGS__PAGE_BYTES:
				return getPageBytes();
			case SnapwearPackage.SLC_SETTINGS__DELTA_REGION_BYTES:
				return getDeltaRegionBytes();
			case SnapwearPackage.SLC_SETTINGS__NOP:
				return getNop();
			case SnapwearPackage.SLC_SETTINGS__READ_MICROS:
				return getReadMicros();
			case SnapwearPackage.SLC_SETTINGS__WRITE_MICROS:
				return getWriteMicros();
			case SnapwearPackage.SLC_SETTINGS__CODEC:
				return getCodec();
			case SnapwearPackage.SLC_SETTINGS__SEGMENT_BYTES:
				return getSegmentBytes();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case SnapwearPackage.SLC_SETTINGS__PAGE_BYTES:
				setPageBytes((Integer)newValue);
				return;
			case SnapwearPackage.SLC_SETTINGS__DELTA_REGION_BYTES:
				setDeltaRegionBytes((Integer)newValue);
				return;
			case SnapwearPackage.SLC_SETTINGS__NOP:
				setNop((Integer)newValue);
				return;
			case SnapwearPackage.SLC_SETTINGS__READ_MICROS:
				setReadMicros((Double)newValue);
				return;
			case SnapwearPackage.SLC_SETTINGS__WRITE_MICROS:
				setWriteMicros((Double)newValue);
				return;
			case SnapwearPackage.SLC_SETTINGS__CODEC:
				setCodec((SlcCodec)newValue);
				return;
			case SnapwearPackage.SLC_SETTINGS__SEGMENT_BYTES:
				setSegmentBytes((Integer)newValue);
				return;
		}
		super.eSet(featureID, newValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eUnset(int featureID) {
		switch (featureID) {
			case SnapwearPackage.SLC_SETTINGS__PAGE_BYTES:
				setPageBytes(PAGE_BYTES_EDEFAULT);
				return;
			case SnapwearPackage.SLC_SETTINGS__DELTA_REGION_BYTES:
				setDeltaRegionBytes(DELTA_REGION_BYTES_EDEFAULT);
				return;
			case SnapwearPackage.SLC_SETTINGS__NOP:
				setNop(NOP_EDEFAULT);
				return;
			case SnapwearPackage.SLC_SETTINGS__READ_MICROS:
				setReadMicros(READ_MICROS_EDEFAULT);
				return;
			case SnapwearPackage.SLC_SETTINGS__WRITE_MICROS:
				setWriteMicros(WRITE_MICROS_EDEFAULT);
				return;
			case SnapwearPackage.SLC_SETTINGS__CODEC:
				setCodec(CODEC_EDEFAULT);
				return;
			case SnapwearPackage.SLC_SETTINGS__SEGMENT_BYTES:
				setSegmentBytes(SEGMENT_BYTES_EDEFAULT);
				return;
		}
		super.eUnset(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean eIsSet(int featureID) {
		switch (featureID) {
			case SnapwearPackage.SLC_SETTINGS__PAGE_BYTES:
				return pageBytes != PAGE_BYTES_EDEFAULT;
			case SnapwearPackage.SLC_SETTINGS__DELTA_REGION_BYTES:
				return deltaRegionBytes != DELTA_REGION_BYTES_EDEFAULT;
			case SnapwearPackage.SLC_SETTINGS__NOP:
				return nop != NOP_EDEFAULT;
			case SnapwearPackage.SLC_SETTINGS__READ_MICROS:
				return readMicros != READ_MICROS_EDEFAULT;
			case SnapwearPackage.SLC_SETTINGS__WRITE_MICROS:
				return writeMicros != WRITE_MICROS_EDEFAULT;
			case SnapwearPackage.SLC_SETTINGS__CODEC:
				return codec != CODEC_EDEFAULT;
			case SnapwearPackage.SLC_SETTINGS__SEGMENT_BYTES:
				return segmentBytes != SEGMENT_BYTES_EDEFAULT;
		}
		return super.eIsSet(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		if (eIsProxy()) return super.toString();

		StringBuilder result = new StringBuilder(super.toString());
		result.append(" (pageBytes: ");
		result.append(pageBytes);
		result.append(", deltaRegionBytes: ");
		result.append(deltaRegionBytes);
		result.append(", nop: ");
		result.append(nop);
		result.append(", readMicros: ");
		result.append(readMicros);
		result.append(", writeMicros: ");
		result.append(writeMicros);
		result.append(", codec: ");
		result.append(codec);
		result.append(", segmentBytes: ");
		result.append(segmentBytes);
		result.append(')');
		return result.toString();
	}

} //SlcSettingsImpl
