/**
 */
package org.snapwear.model.study.impl;

import java.util.Collection;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.eclipse.emf.ecore.util.EDataTypeEList;

import org.snapwear.model.study.Analyses;
import org.snapwear.model.study.SnapwearPackage;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Analyses</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.snapwear.model.study.impl.AnalysesImpl#isWrittenVolume <em>Written Volume</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.AnalysesImpl#isErases <em>Erases</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.AnalysesImpl#isUsefulStorage <em>Useful Storage</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.AnalysesImpl#isHeadingBits <em>Heading Bits</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.AnalysesImpl#isExponentHistogram <em>Exponent Histogram</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.AnalysesImpl#isSnapDisSweep <em>Snap Dis Sweep</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.AnalysesImpl#getSnapDisValues <em>Snap Dis Values</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.AnalysesImpl#getStorageLimit <em>Storage Limit</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.AnalysesImpl#isSlcPages <em>Slc Pages</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.AnalysesImpl#isBuddy <em>Buddy</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.AnalysesImpl#isPipelineCurves <em>Pipeline Curves</em>}</li>
 * </ul>
 *
 * @generated
 */
public class AnalysesImpl extends MinimalEObjectImpl.Container implements Analyses {
	/**
	 * The default value of the '{@link #isWrittenVolume() <em>Written Volume</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isWrittenVolume()
	 * @generated
	 * @ordered
	 */
	protected static final boolean WRITTEN_VOLUME_EDEFAULT = true;

	/**
	 * The cached value of the '{@link #isWrittenVolume() <em>Written Volume</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isWrittenVolume()
	 * @generated
	 * @ordered
	 */
	protected boolean writtenVolume = WRITTEN_VOLUME_EDEFAULT;

	/**
	 * The default value of the '{@link #isErases() <em>Erases</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isErases()
	 * @generated
	 * @ordered
	 */
	protected static final boolean ERASES_EDEFAULT = true;

	/**
	 * The cached value of the '{@link #isErases() <em>Erases</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isErases()
	 * @generated
	 * @ordered
	 */
	protected boolean erases = ERASES_EDEFAULT;

	/**
	 * The default value of the '{@link #isUsefulStorage() <em>Useful Storage</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isUsefulStorage()
	 * @generated
	 * @ordered
	 */
	protected static final boolean USEFUL_STORAGE_EDEFAULT = true;

	/**
	 * The cached value of the '{@link #isUsefulStorage() <em>Useful Storage</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isUsefulStorage()
	 * @generated
	 * @ordered
	 */
	protected boolean usefulStorage = USEFUL_STORAGE_EDEFAULT;

	/**
	 * The default value of the '{@link #isHeadingBits() <em>Heading Bits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isHeadingBits()
	 * @generated
	 * @ordered
	 */
	protected static final boolean HEADING_BITS_EDEFAULT = true;

	/**
	 * The cached value of the '{@link #isHeadingBits() <em>Heading Bits</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isHeadingBits()
	 * @generated
	 * @ordered
	 */
	protected boolean headingBits = HEADING_BITS_EDEFAULT;

	/**
	 * The default value of the '{@link #isExponentHistogram() <em>Exponent Histogram</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isExponentHistogram()
	 * @generated
	 * @ordered
	 */
	protected static final boolean EXPONENT_HISTOGRAM_EDEFAULT = true;

	/**
	 * The cached value of the '{@link #isExponentHistogram() <em>Exponent Histogram</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isExponentHistogram()
	 * @generated
	 * @ordered
	 */
	protected boolean exponentHistogram = EXPONENT_HISTOGRAM_EDEFAULT;

	/**
	 * The default value of the '{@link #isSnapDisSweep() <em>Snap Dis Sweep</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSnapDisSweep()
	 * @generated
	 * @ordered
	 */
	protected static final boolean SNAP_DIS_SWEEP_EDEFAULT = true;

	/**
	 * The cached value of the '{@link #isSnapDisSweep() <em>Snap Dis Sweep</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSnapDisSweep()
	 * @generated
	 * @ordered
	 */
	protected boolean snapDisSweep = SNAP_DIS_SWEEP_EDEFAULT;

	/**
	 * The cached value of the '{@link #getSnapDisValues() <em>Snap Dis Values</em>}' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSnapDisValues()
	 * @generated
	 * @ordered
	 */
	protected EList<Integer> snapDisValues;

	/**
	 * The default value of the '{@link #getStorageLimit() <em>Storage Limit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStorageLimit()
	 * @generated
	 * @ordered
	 */
	protected static final double STORAGE_LIMIT_EDEFAULT = 2.0;

	/**
	 * The cached value of the '{@link #getStorageLimit() <em>Storage Limit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStorageLimit()
	 * @generated
	 * @ordered
	 */
	protected double storageLimit = STORAGE_LIMIT_EDEFAULT;

	/**
	 * The default value of the '{@link #isSlcPages() <em>Slc Pages</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSlcPages()
	 * @generated
	 * @ordered
	 */
	protected static final boolean SLC_PAGES_EDEFAULT = true;

	/**
	 * The cached value of the '{@link #isSlcPages() <em>Slc Pages</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSlcPages()
	 * @generated
	 * @ordered
	 */
	protected boolean slcPages = SLC_PAGES_EDEFAULT;

	/**
	 * The default value of the '{@link #isBuddy() <em>Buddy</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isBuddy()
	 * @generated
	 * @ordered
	 */
	protected static final boolean BUDDY_EDEFAULT = true;

	/**
	 * The cached value of the '{@link #isBuddy() <em>Buddy</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isBuddy()
	 * @generated
	 * @ordered
	 */
	protected boolean buddy = BUDDY_EDEFAULT;

	/**
	 * The default value of the '{@link #isPipelineCurves() <em>Pipeline Curves</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isPipelineCurves()
	 * @generated
	 * @ordered
	 */
	protected static final boolean PIPELINE_CURVES_EDEFAULT = true;

	/**
	 * The cached value of the '{@link #isPipelineCurves() <em>Pipeline Curves</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isPipelineCurves()
	 * @generated
	 * @ordered
	 */
	protected boolean pipelineCurves = PIPELINE_CURVES_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected AnalysesImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return SnapwearPackage.Literals.ANALYSES;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isWrittenVolume() {
		return writtenVolume;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setWrittenVolume(boolean newWrittenVolume) {
		boolean oldWrittenVolume = writtenVolume;
		writtenVolume = newWrittenVolume;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.ANALYSES__WRITTEN_VOLUME, oldWrittenVolume, writtenVolume));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isErases() {
		return erases;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setErases(boolean newErases) {
		boolean oldErases = erases;
		erases = newErases;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.ANALYSES__ERASES, oldErases, erases));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isUsefulStorage() {
		return usefulStorage;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setUsefulStorage(boolean newUsefulStorage) {
		boolean oldUsefulStorage = usefulStorage;
		usefulStorage = newUsefulStorage;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.ANALYSES__USEFUL_STORAGE, oldUsefulStorage, usefulStorage));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isHeadingBits() {
		return headingBits;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setHeadingBits(boolean newHeadingBits) {
		boolean oldHeadingBits = headingBits;
		headingBits = newHeadingBits;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.ANALYSES__HEADING_BITS, oldHeadingBits, headingBits));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isExponentHistogram() {
		return exponentHistogram;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setExponentHistogram(boolean newExponentHistogram) {
		boolean oldExponentHistogram = exponentHistogram;
		exponentHistogram = newExponentHistogram;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.ANALYSES__EXPONENT_HISTOGRAM, oldExponentHistogram, exponentHistogram));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSnapDisSweep() {
		return snapDisSweep;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSnapDisSweep(boolean newSnapDisSweep) {
		boolean oldSnapDisSweep = snapDisSweep;
		snapDisSweep = newSnapDisSweep;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.ANALYSES__SNAP_DIS_SWEEP, oldSnapDisSweep, snapDisSweep));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Integer> getSnapDisValues() {
		if (snapDisValues == null) {
			snapDisValues = new EDataTypeEList<Integer>(Integer.class, this, SnapwearPackage.ANALYSES__SNAP_DIS_VALUES);
		}
		return snapDisValues;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getStorageLimit() {
		return storageLimit;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setStorageLimit(double newStorageLimit) {
		double oldStorageLimit = storageLimit;
		storageLimit = newStorageLimit;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.ANALYSES__STORAGE_LIMIT, oldStorageLimit, storageLimit));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSlcPages() {
		return slcPages;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSlcPages(boolean newSlcPages) {
		boolean oldSlcPages = slcPages;
		slcPages = newSlcPages;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.ANALYSES__SLC_PAGES, oldSlcPages, slcPages));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isBuddy() {
		return buddy;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBuddy(boolean newBuddy) {
		boolean oldBuddy = buddy;
		buddy = newBuddy;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.ANALYSES__BUDDY, oldBuddy, buddy));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isPipelineCurves() {
		return pipelineCurves;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPipelineCurves(boolean newPipelineCurves) {
		boolean oldPipelineCurves = pipelineCurves;
		pipelineCurves = newPipelineCurves;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.ANALYSES__PIPELINE_CURVES, oldPipelineCurves, pipelineCurves));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case SnapwearPackage.ANALYSES__WRITTEN_VOLUME:
				return isWrittenVolume();
			case SnapwearPackage.ANALYSES__ERASES:
				return isErases();
			case SnapwearPackage.ANALYSES__USEFUL_STORAGE:
				return isUsefulStorage();
			case SnapwearPackage.ANALYSES__HEADING_BITS:
				return isHeadingBits();
			case SnapwearPackage.ANALYSES__EXPONENT_HISTOGRAM:
				return isExponentHistogram();
			case SnapwearPackage.ANALYSES__SNAP_DIS_SWEEP:
				return isSnapDisSweep();
			case SnapwearPackage.ANALYSES__SNAP_DIS_VALUES:
				return getSnapDisValues();
			case SnapwearPackage.ANALYSES__STORAGE_LIMIT:
				return getStorageLimit();
			case SnapwearPackage.ANALYSES__SLC_PAGES:
				return isSlcPages();
			case SnapwearPackage.ANALYSES__BUDDY:
				return isBuddy();
			case SnapwearPackage.ANALYSES__PIPELINE_CURVES:
				return isPipelineCurves();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@SuppressWarnings("unchecked")
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case SnapwearPackage.ANALYSES__WRITTEN_VOLUME:
				setWrittenVolume((Boolean)newValue);
				return;
			case SnapwearPackage.ANALYSES__ERASES:
				setErases((Boolean)newValue);
				return;
			case SnapwearPackage.ANALYSES__USEFUL_STORAGE:
				setUsefulStorage((Boolean)newValue);
				return;
			case SnapwearPackage.ANALYSES__HEADING_BITS:
				setHeadingBits((Boolean)newValue);
				return;
			case SnapwearPackage.ANALYSES__EXPONENT_HISTOGRAM:
				setExponentHistogram((Boolean)newValue);
				return;
			case SnapwearPackage.ANALYSES__SNAP_DIS_SWEEP:
				setSnapDisSweep((Boolean)newValue);
				return;
			case SnapwearPackage.ANALYSES__SNAP_DIS_VALUES:
				getSnapDisValues().clear();
				getSnapDisValues().addAll((Collection<? extends Integer>)newValue);
				return;
			case SnapwearPackage.ANALYSES__STORAGE_LIMIT:
				setStorageLimit((Double)newValue);
				return;
			case SnapwearPackage.ANALYSES__SLC_PAGES:
				setSlcPages((Boolean)newValue);
				return;
			case SnapwearPackage.ANALYSES__BUDDY:
				setBuddy((Boolean)newValue);
				return;
			case SnapwearPackage.ANALYSES__PIPELINE_CURVES:
				setPipelineCurves((Boolean)newValue);
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
			case SnapwearPackage.ANALYSES__WRITTEN_VOLUME:
				setWrittenVolume(WRITTEN_VOLUME_EDEFAULT);
				return;
			case SnapwearPackage.ANALYSES__ERASES:
				setErases(ERASES_EDEFAULT);
				return;
			case SnapwearPackage.ANALYSES__USEFUL_STORAGE:
				setUsefulStorage(USEFUL_STORAGE_EDEFAULT);
				return;
			case SnapwearPackage.ANALYSES__HEADING_BITS:
				setHeadingBits(HEADING_BITS_EDEFAULT);
				return;
			case SnapwearPackage.ANALYSES__EXPONENT_HISTOGRAM:
				setExponentHistogram(EXPONENT_HISTOGRAM_EDEFAULT);
				return;
			case SnapwearPackage.ANALYSES__SNAP_DIS_SWEEP:
				setSnapDisSweep(SNAP_DIS_SWEEP_EDEFAULT);
				return;
			case SnapwearPackage.ANALYSES__SNAP_DIS_VALUES:
				getSnapDisValues().clear();
				return;
			case SnapwearPackage.ANALYSES__STORAGE_LIMIT:
				setStorageLimit(STORAGE_LIMIT_EDEFAULT);
				return;
			case SnapwearPackage.ANALYSES__SLC_PAGES:
				setSlcPages(SLC_PAGES_EDEFAULT);
				return;
			case SnapwearPackage.ANALYSES__BUDDY:
				setBuddy(BUDDY_EDEFAULT);
				return;
			case SnapwearPackage.ANALYSES__PIPELINE_CURVES:
				setPipelineCurves(PIPELINE_CURVES_EDEFAULT);
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
			case SnapwearPackage.ANALYSES__WRITTEN_VOLUME:
				return writtenVolume != WRITTEN_VOLUME_EDEFAULT;
			case SnapwearPackage.ANALYSES__ERASES:
				return erases != ERASES_EDEFAULT;
			case SnapwearPackage.ANALYSES__USEFUL_STORAGE:
				return usefulStorage != USEFUL_STORAGE_EDEFAULT;
			case SnapwearPackage.ANALYSES__HEADING_BITS:
				return headingBits != HEADING_BITS_EDEFAULT;
			case SnapwearPackage.ANALYSES__EXPONENT_HISTOGRAM:
				return exponentHistogram != EXPONENT_HISTOGRAM_EDEFAULT;
			case SnapwearPackage.ANALYSES__SNAP_DIS_SWEEP:
				return snapDisSweep != SNAP_DIS_SWEEP_EDEFAULT;
			case SnapwearPackage.ANALYSES__SNAP_DIS_VALUES:
				return snapDisValues != null && !snapDisValues.isEmpty();
			case SnapwearPackage.ANALYSES__STORAGE_LIMIT:
				return storageLimit != STORAGE_LIMIT_EDEFAULT;
			case SnapwearPackage.ANALYSES__SLC_PAGES:
				return slcPages != SLC_PAGES_EDEFAULT;
			case SnapwearPackage.ANALYSES__BUDDY:
				return buddy != BUDDY_EDEFAULT;
			case SnapwearPackage.ANALYSES__PIPELINE_CURVES:
				return pipelineCurves != PIPELINE_CURVES_EDEFAULT;
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
		result.append(" (writtenVolume: ");
		result.append(writtenVolume);
		result.append(", erases: ");
		result.append(erases);
		result.append(", usefulStorage: ");
		result.append(usefulStorage);
		result.append(", headingBits: ");
		result.append(headingBits);
		result.append(", exponentHistogram: ");
		result.append(exponentHistogram);
		result.append(", snapDisSweep: ");
		result.append(snapDisSweep);
		result.append(", snapDisValues: ");
		result.append(snapDisValues);
		result.append(", storageLimit: ");
		result.append(storageLimit);
		result.append(", slcPages: ");
		result.append(slcPages);
		result.append(", buddy: ");
		result.append(buddy);
		result.append(", pipelineCurves: ");
		result.append(pipelineCurves);
		result.append(')');
		return result.toString();
	}

} //AnalysesImpl
