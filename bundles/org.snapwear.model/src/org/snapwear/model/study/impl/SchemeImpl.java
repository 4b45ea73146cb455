/**
 */
package org.snapwear.model.study.impl;

import java.util.Collection;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.eclipse.emf.ecore.util.EObjectContainmentEList;
import org.eclipse.emf.ecore.util.InternalEList;

import org.snapwear.model.study.CodecParameter;
import org.snapwear.model.study.Scheme;
import org.snapwear.model.study.SchemeMode;
import org.snapwear.model.study.SnapwearPackage;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Scheme</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.snapwear.model.study.impl.SchemeImpl#getName <em>Name</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.SchemeImpl#getCodec <em>Codec</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.SchemeImpl#getParameters <em>Parameters</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.SchemeImpl#getMode <em>Mode</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.SchemeImpl#getSnapDis <em>Snap Dis</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.SchemeImpl#getUnit <em>Unit</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.SchemeImpl#getFirstIteration <em>First Iteration</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.SchemeImpl#getBaselineCodec <em>Baseline Codec</em>}</li>
 *   <li>{@link org.snapwear.model.study.impl.SchemeImpl#getThreads <em>Threads</em>}</li>
 * </ul>
 *
 * @generated
 */
public class SchemeImpl extends MinimalEObjectImpl.Container implements Scheme {
	/**
	 * The default value of the '{@link #getName() <em>Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getName()
	 * @generated
	 * @ordered
	 */
	protected static final String NAME_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getName() <em>Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getName()
	 * @generated
	 * @ordered
	 */
	protected String name = NAME_EDEFAULT;

	/**
	 * The default value of the '{@link #getCodec() <em>Codec</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCodec()
	 * @generated
	 * @ordered
	 */
	protected static final String CODEC_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getCodec() <em>Codec</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCodec()
	 * @generated
	 * @ordered
	 */
	protected String codec = CODEC_EDEFAULT;

	/**
	 * The cached value of the '{@link #getParameters() <em>Parameters</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getParameters()
	 * @generated
	 * @ordered
	 */
	protected EList<CodecParameter> parameters;

	/**
	 * The default value of the '{@link #getMode() <em>Mode</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMode()
	 * @generated
	 * @ordered
	 */
	protected static final SchemeMode MODE_EDEFAULT = SchemeMode.PROGRESSIVE;

	/**
	 * The cached value of the '{@link #getMode() <em>Mode</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMode()
	 * @generated
	 * @ordered
	 */
	protected SchemeMode mode = MODE_EDEFAULT;

	/**
	 * The default value of the '{@link #getSnapDis() <em>Snap Dis</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSnapDis()
	 * @generated
	 * @ordered
	 */
	protected static final int SNAP_DIS_EDEFAULT = 10;

	/**
	 * The cached value of the '{@link #getSnapDis() <em>Snap Dis</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSnapDis()
	 * @generated
	 * @ordered
	 */
	protected int snapDis = SNAP_DIS_EDEFAULT;

	/**
	 * The default value of the '{@link #getUnit() <em>Unit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getUnit()
	 * @generated
	 * @ordered
	 */
	protected static final long UNIT_EDEFAULT = 100L;

	/**
	 * The cached value of the '{@link #getUnit() <em>Unit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getUnit()
	 * @generated
	 * @ordered
	 */
	protected long unit = UNIT_EDEFAULT;

	/**
	 * The default value of the '{@link #getFirstIteration() <em>First Iteration</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFirstIteration()
	 * @generated
	 * @ordered
	 */
	protected static final long FIRST_ITERATION_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getFirstIteration() <em>First Iteration</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFirstIteration()
	 * @generated
	 * @ordered
	 */
	protected long firstIteration = FIRST_ITERATION_EDEFAULT;

	/**
	 * The default value of the '{@link #getBaselineCodec() <em>Baseline Codec</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBaselineCodec()
	 * @generated
	 * @ordered
	 */
	protected static final String BASELINE_CODEC_EDEFAULT = "huffman-exp";

	/**
	 * The cached value of the '{@link #getBaselineCodec() <em>Baseline Codec</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBaselineCodec()
	 * @generated
	 * @ordered
	 */
	protected String baselineCodec = BASELINE_CODEC_EDEFAULT;

	/**
	 * The default value of the '{@link #getThreads() <em>Threads</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getThreads()
	 * @generated
	 * @ordered
	 */
	protected static final int THREADS_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getThreads() <em>Threads</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getThreads()
	 * @generated
	 * @ordered
	 */
	protected int threads = THREADS_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected SchemeImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return SnapwearPackage.Literals.SCHEME;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getName() {
		return name;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setName(String newName) {
		String oldName = name;
		name = newName;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.SCHEME__NAME, oldName, name));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getCodec() {
		return codec;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCodec(String newCodec) {
		String oldCodec = codec;
		codec = newCodec;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.SCHEME__CODEC, oldCodec, codec));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<CodecParameter> getParameters() {
		if (parameters == null) {
			parameters = new EObjectContainmentEList<CodecParameter>(CodecParameter.class, this, SnapwearPackage.SCHEME__PARAMETERS);
		}
		return parameters;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SchemeMode getMode() {
		return mode;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMode(SchemeMode newMode) {
		SchemeMode oldMode = mode;
		mode = newMode == null ? MODE_EDEFAULT : newMode;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.SCHEME__MODE, oldMode, mode));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getSnapDis() {
		return snapDis;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSnapDis(int newSnapDis) {
		int oldSnapDis = snapDis;
		snapDis = newSnapDis;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.SCHEME__SNAP_DIS, oldSnapDis, snapDis));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getUnit() {
		return unit;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setUnit(long newUnit) {
		long oldUnit = unit;
		unit = newUnit;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.SCHEME__UNIT, oldUnit, unit));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getFirstIteration() {
		return firstIteration;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setFirstIteration(long newFirstIteration) {
		long oldFirstIteration = firstIteration;
		firstIteration = newFirstIteration;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.SCHEME__FIRST_ITERATION, oldFirstIteration, firstIteration));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getBaselineCodec() {
		return baselineCodec;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBaselineCodec(String newBaselineCodec) {
		String oldBaselineCodec = baselineCodec;
		baselineCodec = newBaselineCodec;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.SCHEME__BASELINE_CODEC, oldBaselineCodec, baselineCodec));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getThreads() {
		return threads;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setThreads(int newThreads) {
		int oldThreads = threads;
		threads = newThreads;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, SnapwearPackage.SCHEME__THREADS, oldThreads, threads));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case SnapwearPackage.SCHEME__PARAMETERS:
				return ((InternalEList<?>)getParameters()).basicRemove(otherEnd, msgs);
		}
		return super.eInverseRemove(otherEnd, featureID, msgs);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case SnapwearPackage.SCHEME__NAME:
				return getName();
			case SnapwearPackage.SCHEME__CODEC:
				return getCodec();
			case SnapwearPackage.SCHEME__PARAMETERS:
				return getParameters();
			case SnapwearPackage.SCHEME__MODE:
				return getMode();
			case SnapwearPackage.SCHEME__SNAP_DIS:
				return getSnapDis();
			case SnapwearPackage.SCHEME__UNIT:
				return getUnit();
			case SnapwearPackage.SCHEME__FIRST_ITERATION:
				return getFirstIteration();
			case SnapwearPackage.SCHEME__BASELINE_CODEC:
				return getBaselineCodec();
			case SnapwearPackage.SCHEME__THREADS:
				return getThreads();
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
			case SnapwearPackage.SCHEME__NAME:
				setName((String)newValue);
				return;
			case SnapwearPackage.SCHEME__CODEC:
				setCodec((String)newValue);
				return;
			case SnapwearPackage.SCHEME__PARAMETERS:
				getParameters().clear();
				getParameters().addAll((Collection<? extends CodecParameter>)newValue);
				return;
			case SnapwearPackage.SCHEME__MODE:
				setMode((SchemeMode)newValue);
				return;
			case SnapwearPackage.SCHEME__SNAP_DIS:
				setSnapDis((Integer)newValue);
				return;
			case SnapwearPackage.SCHEME__UNIT:
				setUnit((Long)newValue);
				return;
			case SnapwearPackage.SCHEME__FIRST_ITERATION:
				setFirstIteration((Long)newValue);
				return;
			case SnapwearPackage.SCHEME__BASELINE_CODEC:
				setBaselineCodec((String)newValue);
				return;
			case SnapwearPackage.SCHEME__THREADS:
				setThreads((Integer)newValue);
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
			case SnapwearPackage.SCHEME__NAME:
				setName(NAME_EDEFAULT);
				return;
			case SnapwearPackage.SCHEME__CODEC:
				setCodec(CODEC_EDEFAULT);
				return;
			case SnapwearPackage.SCHEME__PARAMETERS:
				getParameters().clear();
				return;
			case SnapwearPackage.SCHEME__MODE:
				setMode(MODE_EDEFAULT);
				return;
			case SnapwearPackage.SCHEME__SNAP_DIS:
				setSnapDis(SNAP_DIS_EDEFAULT);
				return;
			case SnapwearPackage.SCHEME__UNIT:
				setUnit(UNIT_EDEFAULT);
				return;
			case SnapwearPackage.SCHEME__FIRST_ITERATION:
				setFirstIteration(FIRST_ITERATION_EDEFAULT);
				return;
			case SnapwearPackage.SCHEME__BASELINE_CODEC:
				setBaselineCodec(BASELINE_CODEC_EDEFAULT);
				return;
			case SnapwearPackage.SCHEME__THREADS:
				setThreads(THREADS_EDEFAULT);
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
			case SnapwearPackage.SCHEME__NAME:
				return NAME_EDEFAULT == null ? name != null : !NAME_EDEFAULT.equals(name);
			case SnapwearPackage.SCHEME__CODEC:
				return CODEC_EDEFAULT == null ? codec != null : !CODEC_EDEFAULT.equals(codec);
			case SnapwearPackage.SCHEME__PARAMETERS:
				return parameters != null && !parameters.isEmpty();
			case SnapwearPackage.SCHEME__MODE:
				return mode != MODE_EDEFAULT;
			case SnapwearPackage.SCHEME__SNAP_DIS:
				return snapDis != SNAP_DIS_EDEFAULT;
			case SnapwearPackage.SCHEME__UNIT:
				return unit != UNIT_EDEFAULT;
			case SnapwearPackage.SCHEME__FIRST_ITERATION:
				return firstIteration != FIRST_ITERATION_EDEFAULT;
			case SnapwearPackage.SCHEME__BASELINE_CODEC:
				return BASELINE_CODEC_EDEFAULT == null ? baselineCodec != null : !BASELINE_CODEC_EDEFAULT.equals(baselineCodec);
			case SnapwearPackage.SCHEME__THREADS:
				return threads != THREADS_EDEFAULT;
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
		result.append(" (name: ");
		result.append(name);
		result.append(", codec: ");
		result.append(codec);
		result.append(", mode: ");
		result.append(mode);
		result.append(", snapDis: ");
		result.append(snapDis);
		result.append(", unit: ");
		result.append(unit);
		result.append(", firstIteration: ");
		result.append(firstIteration);
		result.append(", baselineCodec: ");
		result.append(baselineCodec);
		result.append(", threads: ");
		result.append(threads);
		result.append(')');
		return result.toString();
	}

} //SchemeImpl
